import type { ComponentProps, ReactNode } from "react";
import { adminTexts } from "#common/messages/admin.ts";
import { authTexts, registerTexts } from "#common/messages/auth.ts";
import { roleLabels } from "#common/messages/staff.ts";
import { isNewsroomRole } from "#common/roles.ts";
import type { StaffRole, UserFormValues } from "#common/schemas/users.ts";
import { Input, Label } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { BioField, FieldError } from "#web/components/profile-fields.tsx";
import { cn } from "#web/lib/cn.ts";
import { fieldClasses } from "../ui/fields.tsx";
import type { UserFormErrors } from "./user-form.ts";

type Props = {
  /** The form's id prefix (useId). */
  id: string;
  mode: "create" | "edit";
  values: UserFormValues;
  errors: UserFormErrors;
  set: (key: keyof UserFormValues) => (value: string) => void;
  /** The role selector (SPEC.md §5): offered, shown as fixed, or not at all. */
  role: "choose" | "fixed" | "none";
  /** The roles it offers: Admin or Owner for administrators, Journalist or Editor for the newsroom (decision 0134). */
  roleChoices: readonly StaffRole[];
  /** The status selector: not for an Owner, nor for oneself. */
  status: boolean;
};

const selectClasses = cn(fieldClasses, "h-12 text-base");

/** The user form's fields (SPEC.md §5): username, full name, the author page's bio (issue 21), password twice, role and status. */
export function UserFormFields({ id, mode, values, errors, set, role, roleChoices, status }: Props) {
  type TextKey = "username" | "name" | "email" | "password" | "confirmPassword";
  // A text field's label, input and own message (unless it is the one the banner above already says).
  const field = (
    key: TextKey,
    label: string,
    input: (props: ComponentProps<"input"> & { id: string }) => ReactNode,
    hint?: string,
  ) => {
    const inputId = `${id}-${key}`;
    const own = errors[key] !== errors.form ? errors[key] : undefined;
    const describedBy = [hint, errors[key] ? `${inputId}-error` : undefined].filter(Boolean).join(" ") || undefined;
    return (
      <div>
        <Label htmlFor={inputId}>{label}</Label>
        {input({
          id: inputId,
          value: values[key],
          onChange: (e) => set(key)(e.target.value),
          "aria-invalid": errors[key] ? true : undefined,
          "aria-describedby": describedBy,
        })}
        <FieldError id={`${inputId}-error`} message={own} />
      </div>
    );
  };
  const passwordHintId = mode === "edit" ? `${id}-password-hint` : undefined;
  return (
    <>
      {field("username", authTexts.username, (props) => (
        <Input {...props} autoComplete="off" aria-required />
      ))}
      {field("name", adminTexts.fullName, (props) => (
        <Input {...props} autoComplete="off" aria-required={isNewsroomRole(values.role) || undefined} />
      ))}
      {field("email", registerTexts.emailLabel, (props) => (
        <Input {...props} type="email" autoComplete="off" />
      ))}
      <BioField
        id={`${id}-bio`}
        value={values.bio}
        error={errors.bio !== errors.form ? errors.bio : undefined}
        invalid={!!errors.bio}
        onChange={set("bio")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "password",
          authTexts.password,
          (props) => (
            <PasswordInput {...props} autoComplete="new-password" aria-required={mode === "create" || undefined} />
          ),
          passwordHintId,
        )}
        {field("confirmPassword", adminTexts.confirmPassword, (props) => (
          <PasswordInput {...props} autoComplete="new-password" />
        ))}
        {passwordHintId && (
          <p id={passwordHintId} className="-mt-2 text-xs text-zinc-600 sm:col-span-2 dark:text-zinc-400">
            {adminTexts.keepPasswordHint}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {role === "choose" && (
          <div>
            <Label htmlFor={`${id}-role`}>{adminTexts.role}</Label>
            <select
              id={`${id}-role`}
              className={selectClasses}
              value={values.role}
              onChange={(e) => set("role")(e.target.value)}
            >
              {roleChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {roleLabels[choice]}
                </option>
              ))}
            </select>
          </div>
        )}
        {role === "fixed" && (
          <div>
            <p className="mb-1.5 text-sm font-semibold text-zinc-800 dark:text-zinc-200">{adminTexts.role}</p>
            <p className="text-base font-semibold text-zinc-900 dark:text-zinc-50">{roleLabels[values.role]}</p>
            <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{adminTexts.roleLocked}</p>
          </div>
        )}
        {status && (
          <div>
            <Label htmlFor={`${id}-status`}>{adminTexts.status}</Label>
            <select
              id={`${id}-status`}
              className={selectClasses}
              value={values.status}
              onChange={(e) => set("status")(e.target.value)}
            >
              <option value="Active">{adminTexts.active}</option>
              <option value="Inactive">{adminTexts.inactive}</option>
            </select>
          </div>
        )}
      </div>
    </>
  );
}
