import { useEffect, useId, useState, type FormEvent } from "react";
import { adminTexts, authTexts, userTexts } from "#common/messages.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input, Label } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { api } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { signIn } from "#web/lib/session.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { fieldClasses } from "../ui/fields.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { useSessionLostHandler } from "../ui/use-api-data.ts";
import { avatarFileError, userPayload, validateUserForm, type UserFormErrors, type UserFormValues, type UserScreenKind } from "./user-form.ts";

type Props = {
  kind: UserScreenKind;
  /** The user being edited; none creates one. */
  user: PublicUser | null;
  /** The signed-in user (who cannot deactivate themselves). */
  currentUserId: number;
  onClose: () => void;
  onSaved: () => void;
};

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/** SPEC.md §5 User form: create or edit a journalist or an administrator. */
export function UserFormDialog({ kind, user, currentUserId, onClose, onSaved }: Props) {
  const mode = user ? "edit" : "create";
  const id = useId();
  const toast = useToast();
  const sessionLost = useSessionLostHandler();
  const [values, setValues] = useState<UserFormValues>({
    username: user?.username ?? "",
    name: user?.name ?? "",
    password: "",
    confirmPassword: "",
    role: user?.role ?? (kind === "admins" ? "Admin" : "Journalist"),
    status: user?.status ?? "Active",
  });
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const isJournalist = values.role === "Journalist";
  // The server refuses to switch off, or to change the role of, an Owner or oneself: the form offers neither.
  const canChangeStatus = !(user && (user.role === "Owner" || user.id === currentUserId));
  const canChangeRole = canChangeStatus;
  const showPicture = mode === "edit" && user?.role === "Journalist";
  const set = (key: keyof UserFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateUserForm(values, mode);
    if (Object.keys(found).length > 0 || fileError) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const payload = userPayload(values, mode);
      if (!canChangeStatus) delete payload.status;
      if (!canChangeRole) delete payload.role;
      if (user) {
        const updated = await api<PublicUser & { token?: string }>(`/admin/users/${user.id}`, { method: "PUT", body: payload });
        // One's own new password ends one's other sessions; this one goes on with the token the answer brings.
        if (updated.token) signIn(updated.token, updated, "admin");
      } else await api("/admin/users", { method: "POST", body: payload });
    } catch (error) {
      setSaving(false);
      if (sessionLost(error)) return;
      setErrors({ form: apiErrorMessage(error, user ? adminTexts.userUpdateFailed : adminTexts.userCreateFailed) });
      return;
    }
    if (user && file) {
      const form = new FormData();
      form.append("journalist_id", String(user.id));
      form.append("file", file);
      try {
        await api("/admin/journalist-profile-picture", { method: "POST", body: form });
      } catch (error) {
        if (sessionLost(error)) return;
        toast.error(userTexts.avatarFailed);
      }
    }
    setSaving(false);
    toast.success(user ? adminTexts.userUpdated : adminTexts.userCreated);
    onSaved();
  }

  const title = user ? adminTexts.editUser : kind === "admins" ? adminTexts.newAdmin : adminTexts.newJournalist;
  const describedBy = (field: keyof UserFormErrors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} description={user ? user.username : undefined}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {errors.form && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200">
            {errors.form}
          </p>
        )}
        <div>
          <Label htmlFor={`${id}-username`}>{authTexts.username}</Label>
          <Input
            id={`${id}-username`}
            autoComplete="off"
            value={values.username}
            onChange={(e) => set("username")(e.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-required
          />
        </div>
        <div>
          <Label htmlFor={`${id}-name`}>{adminTexts.fullName}</Label>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            value={values.name}
            onChange={(e) => set("name")(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-required={isJournalist || undefined}
            aria-describedby={describedBy("name")}
          />
          <FieldError id={`${id}-name-error`} message={errors.name !== errors.form ? errors.name : undefined} />
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
              aria-describedby={mode === "edit" ? `${id}-password-hint` : undefined}
            />
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
            <FieldError id={`${id}-confirmPassword-error`} message={errors.confirmPassword !== errors.form ? errors.confirmPassword : undefined} />
          </div>
          {mode === "edit" && (
            <p id={`${id}-password-hint`} className="-mt-2 text-xs text-zinc-600 sm:col-span-2 dark:text-zinc-400">
              {adminTexts.keepPasswordHint}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {kind === "admins" && canChangeRole && (
            <div>
              <Label htmlFor={`${id}-role`}>{adminTexts.role}</Label>
              <select id={`${id}-role`} className={`${fieldClasses} h-12 text-base`} value={values.role} onChange={(e) => set("role")(e.target.value)}>
                <option value="Admin">Admin</option>
                <option value="Owner">Owner</option>
              </select>
            </div>
          )}
          {kind === "admins" && !canChangeRole && (
            <div>
              <p className="mb-1.5 text-sm font-semibold text-zinc-800 dark:text-zinc-200">{adminTexts.role}</p>
              <p className="text-base font-semibold text-zinc-900 dark:text-zinc-50">{values.role}</p>
              <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{adminTexts.roleLocked}</p>
            </div>
          )}
          {canChangeStatus && (
            <div>
              <Label htmlFor={`${id}-status`}>{adminTexts.status}</Label>
              <select id={`${id}-status`} className={`${fieldClasses} h-12 text-base`} value={values.status} onChange={(e) => set("status")(e.target.value)}>
                <option value="Active">{adminTexts.active}</option>
                <option value="Inactive">{adminTexts.inactive}</option>
              </select>
            </div>
          )}
        </div>
        {showPicture && user && (
          <div>
            <Label htmlFor={`${id}-picture`}>{adminTexts.profilePicture}</Label>
            <div className="flex items-center gap-3">
              {preview ? (
                <img src={preview} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-full object-cover" />
              ) : (
                <UserAvatar name={user.name || user.username} src={user.avatar} className="h-12 w-12 text-lg" />
              )}
              <input
                id={`${id}-picture`}
                type="file"
                accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
                aria-describedby={`${id}-picture-hint${fileError ? ` ${id}-picture-error` : ""}`}
                aria-invalid={fileError ? true : undefined}
                onChange={(e) => {
                  const files = [...(e.target.files ?? [])];
                  const problem = files.length === 0 ? null : avatarFileError(files);
                  setFileError(problem);
                  const chosen = files.length === 1 && !problem ? files[0]! : null;
                  setFile(chosen);
                  setPreview(chosen ? URL.createObjectURL(chosen) : null);
                }}
                className="block w-full min-w-0 text-sm text-zinc-700 file:mr-3 file:rounded-lg file:border-0 file:bg-zinc-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-zinc-800 hover:file:bg-zinc-200 dark:text-zinc-300 dark:file:bg-zinc-800 dark:file:text-zinc-100"
              />
            </div>
            <p id={`${id}-picture-hint`} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
              {adminTexts.profilePictureHint}
            </p>
            <FieldError id={`${id}-picture-error`} message={fileError ?? undefined} />
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 border-t border-zinc-200 pt-4 sm:flex-row sm:justify-end dark:border-zinc-800">
          <Button variant="secondary" onClick={onClose}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? adminTexts.saving : user ? adminTexts.save : adminTexts.create}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
