import { userFormSchema, type UserFormValues, type UserInput } from "#common/schemas/users.ts";
import { fieldMessages } from "#common/schemas/zod.ts";

export type { UserFormValues };
export type UserScreenKind = "journalists" | "admins";

export type UserFormErrors = Partial<
  Record<"form" | "username" | "name" | "bio" | "email" | "password" | "confirmPassword", string>
>;

/** Which screen a path shows: the administrators' when it contains /admins (SPEC.md §2). */
export function userScreenKind(pathname: string): UserScreenKind {
  return pathname.includes("/admins") ? "admins" : "journalists";
}

/**
 * The form's values judged by the user form's schema (SPEC.md §5, the API's own rules): each
 * failing field with its message, and the first message for the banner; empty when all is well.
 */
export function validateUserForm(values: UserFormValues, mode: "create" | "edit"): UserFormErrors {
  const result = userFormSchema(mode).safeParse(values);
  if (result.success) return {};
  return { ...fieldMessages(result.error.issues), form: result.error.issues[0]!.message } as UserFormErrors;
}

/** The body of POST/PUT /api/admin/users: trimmed, and on edit an empty password left out (keeps the current one). */
export function userPayload(values: UserFormValues, mode: "create" | "edit"): UserInput {
  const payload: UserInput = {
    username: values.username.trim(),
    name: values.name.trim() || null,
    bio: values.bio.trim() || null,
    email: values.email.trim() || null,
    role: values.role,
    status: values.status,
  };
  if (mode === "create" || values.password) payload.password = values.password;
  return payload;
}

export { avatarFileError } from "#web/components/profile-fields.tsx";
