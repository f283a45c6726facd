import { useId, useState, type FormEvent } from "react";
import { adminTexts } from "#common/messages/admin.ts";
import { adminRoles, isNewsroomRole, newsroomRoles } from "#common/roles.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { AvatarField } from "#web/components/profile-fields.tsx";
import {
  userPayload,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
  type UserScreenKind,
} from "./user-form.ts";
import { UserFormFields } from "./user-form-fields.tsx";
import type { UserIntent } from "./users-data.ts";
import { FormError } from "#web/components/ui/form-error.tsx";

type Props = {
  kind: UserScreenKind;
  /** The user being edited; none creates one. */
  user: PublicUser | null;
  /** The signed-in user (who cannot deactivate themselves). */
  currentUserId: number;
  onClose: () => void;
};

/**
 * SPEC.md §5 User form: create or edit a journalist or an administrator. The form checks the
 * user form's schema (common/schemas/users.ts) before it sends; the API checks the same rules.
 */
export function UserFormDialog({ kind, user, currentUserId, onClose }: Props) {
  const mode = user ? "edit" : "create";
  const id = useId();
  const [values, setValues] = useState<UserFormValues>({
    username: user?.username ?? "",
    name: user?.name ?? "",
    bio: user?.bio ?? "",
    email: user?.email ?? "",
    password: "",
    confirmPassword: "",
    role: user?.role ?? (kind === "admins" ? "Admin" : "Journalist"),
    status: user?.status ?? "Active",
  });
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [picture, setPicture] = useState<{ file: File | null; problem: string | null }>({ file: null, problem: null });
  // A saved account closes the form (its notice is a toast); a refusal is said in the form.
  const action = useAction<UserIntent>({
    toasts: "notices",
    onResult: (result) => (result.ok ? onClose() : setErrors({ form: result.error })),
  });
  const saving = action.pending !== null;

  // The server refuses to switch off, or to change the role of, an Owner or oneself: the form offers neither.
  const canChangeStatus = !(user && (user.role === "Owner" || user.id === currentUserId));
  const set = (key: keyof UserFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateUserForm(values, mode);
    if (Object.keys(found).length > 0 || picture.problem) {
      setErrors(found);
      return;
    }
    const payload = userPayload(values, mode);
    if (!canChangeStatus) {
      delete payload.status;
      delete payload.role;
    }
    void action.submit(
      { intent: "save", id: user?.id ?? null, payload },
      user && picture.file ? { picture: picture.file } : undefined,
    );
  }

  const title = user ? adminTexts.editUser : kind === "admins" ? adminTexts.newAdmin : adminTexts.newJournalist;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={user ? user.username : undefined}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormError message={errors.form} />
        <UserFormFields
          id={id}
          mode={mode}
          values={values}
          errors={errors}
          set={set}
          role={canChangeStatus ? "choose" : "fixed"}
          roleChoices={kind === "admins" ? adminRoles : newsroomRoles}
          status={canChangeStatus}
        />
        {mode === "edit" && user && isNewsroomRole(user.role) && (
          <AvatarField
            id={id}
            user={user}
            problem={picture.problem}
            onChange={(file, problem) => setPicture({ file, problem })}
          />
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
