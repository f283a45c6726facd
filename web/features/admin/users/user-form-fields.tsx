import { adminTexts, authTexts } from "#common/messages.ts";
import type { UserFormValues } from "#common/schemas/users.ts";
import { Input, Label } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { cn } from "#web/lib/cn.ts";
import { fieldClasses } from "../ui/fields.tsx";
import type { UserFormErrors } from "./user-form.ts";

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

type Props = {
  /** The form's id prefix (useId). */
  id: string;
  mode: "create" | "edit";
  values: UserFormValues;
  errors: UserFormErrors;
  set: (key: keyof UserFormValues) => (value: string) => void;
  /** The role selector, for administrators (SPEC.md §5): offered, shown as fixed, or not at all. */
  role: "choose" | "fixed" | "none";
  /** The status selector: not for an Owner, nor for oneself. */
  status: boolean;
};

const selectClasses = cn(fieldClasses, "h-12 text-base");

/** The user form's fields (SPEC.md §5): username, full name, password twice, role and status. */
export function UserFormFields({ id, mode, values, errors, set, role, status }: Props) {
  // A field's own message under it, unless it is the one the banner above already says.
  const own = (field: keyof UserFormErrors) => (errors[field] !== errors.form ? errors[field] : undefined);
  const describedBy = (field: keyof UserFormErrors) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <>
      <div>
        <Label htmlFor={`${id}-username`}>{authTexts.username}</Label>
        <Input
          id={`${id}-username`}
          autoComplete="off"
          value={values.username}
          onChange={(e) => set("username")(e.target.value)}
          aria-invalid={errors.username ? true : undefined}
          aria-required
          aria-describedby={describedBy("username")}
        />
        <FieldError id={`${id}-username-error`} message={own("username")} />
      </div>
      <div>
        <Label htmlFor={`${id}-name`}>{adminTexts.fullName}</Label>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          value={values.name}
          onChange={(e) => set("name")(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-required={values.role === "Journalist" || undefined}
          aria-describedby={describedBy("name")}
        />
        <FieldError id={`${id}-name-error`} message={own("name")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-password`}>{authTexts.password}</Label>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set("password")(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-required={mode === "create" || undefined}
            aria-describedby={[mode === "edit" ? `${id}-password-hint` : "", describedBy("password") ?? ""].join(" ").trim() || undefined}
          />
          <FieldError id={`${id}-password-error`} message={own("password")} />
        </div>
        <div>
          <Label htmlFor={`${id}-confirm`}>{adminTexts.confirmPassword}</Label>
          <PasswordInput
            id={`${id}-confirm`}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => set("confirmPassword")(e.target.value)}
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={describedBy("confirmPassword")}
          />
          <FieldError id={`${id}-confirmPassword-error`} message={own("confirmPassword")} />
        </div>
        {mode === "edit" && (
          <p id={`${id}-password-hint`} className="-mt-2 text-xs text-zinc-600 sm:col-span-2 dark:text-zinc-400">
            {adminTexts.keepPasswordHint}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {role === "choose" && (
          <div>
            <Label htmlFor={`${id}-role`}>{adminTexts.role}</Label>
            <select id={`${id}-role`} className={selectClasses} value={values.role} onChange={(e) => set("role")(e.target.value)}>
              <option value="Admin">Admin</option>
              <option value="Owner">Owner</option>
            </select>
          </div>
        )}
        {role === "fixed" && (
          <div>
            <p className="mb-1.5 text-sm font-semibold text-zinc-800 dark:text-zinc-200">{adminTexts.role}</p>
            <p className="text-base font-semibold text-zinc-900 dark:text-zinc-50">{values.role}</p>
            <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{adminTexts.roleLocked}</p>
          </div>
        )}
        {status && (
          <div>
            <Label htmlFor={`${id}-status`}>{adminTexts.status}</Label>
            <select id={`${id}-status`} className={selectClasses} value={values.status} onChange={(e) => set("status")(e.target.value)}>
              <option value="Active">{adminTexts.active}</option>
              <option value="Inactive">{adminTexts.inactive}</option>
            </select>
          </div>
        )}
      </div>
    </>
  );
}
