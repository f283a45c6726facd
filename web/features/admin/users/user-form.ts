import { limits } from "#common/limits.ts";
import { adminTexts } from "#common/messages.ts";
import { userFormSchema, type UserFormValues, type UserInput } from "#common/schemas/users.ts";
import { fieldMessages } from "#common/schemas/zod.ts";

export type { UserFormValues };
export type UserScreenKind = "journalists" | "admins";

export type UserFormErrors = Partial<Record<"form" | "username" | "name" | "bio" | "email" | "password" | "confirmPassword", string>>;

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

const avatarTypes = new Set(["image/jpeg", "image/jpg", "image/png", "image/webp"]);
const avatarExtensions = /\.(jpe?g|png|webp)$/i;

/** SPEC.md §5: a profile picture is one jpeg, jpg, png or webp file of at most 5 MB; null when fine. */
export function avatarFileError(files: readonly Pick<File, "name" | "type" | "size">[]): string | null {
  if (files.length !== 1) return adminTexts.avatarOneFile;
  const [file] = files as [Pick<File, "name" | "type" | "size">];
  if (!(avatarTypes.has(file.type.toLowerCase()) || (!file.type && avatarExtensions.test(file.name)))) return adminTexts.avatarWrongType;
  if (file.size > limits.avatarMaxBytes) return adminTexts.avatarTooLarge;
  return null;
}
