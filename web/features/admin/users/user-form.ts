import { limits } from "#common/limits.ts";
import { adminTexts, userTexts } from "#common/messages.ts";
import type { UserInput } from "#common/schemas/admin.ts";

export type UserScreenKind = "journalists" | "admins";

export type UserFormValues = {
  username: string;
  name: string;
  password: string;
  confirmPassword: string;
  role: "Admin" | "Owner" | "Journalist";
  status: "Active" | "Inactive";
};

export type UserFormErrors = Partial<Record<"form" | "username" | "name" | "password" | "confirmPassword", string>>;

/** Which screen a path shows: the administrators' when it contains /admins (SPEC.md §2). */
export function userScreenKind(pathname: string): UserScreenKind {
  return pathname.includes("/admins") ? "admins" : "journalists";
}

/**
 * SPEC.md §5 User form: username required; password required on create only; on create the
 * confirmation must match; both missing give the combined message; journalists need a full name.
 */
export function validateUserForm(values: UserFormValues, mode: "create" | "edit"): UserFormErrors {
  const username = values.username.trim();
  const errors: UserFormErrors = {};
  if (mode === "create" && !username && !values.password) {
    errors.form = userTexts.usernamePasswordRequired;
    errors.username = userTexts.usernamePasswordRequired;
    errors.password = userTexts.usernamePasswordRequired;
    return errors;
  }
  if (!username || (mode === "create" && !values.password)) {
    errors.form = userTexts.usernamePasswordRequired;
    if (!username) errors.username = userTexts.usernamePasswordRequired;
    if (mode === "create" && !values.password) errors.password = userTexts.usernamePasswordRequired;
  }
  if (mode === "create" && values.password && values.password !== values.confirmPassword) {
    errors.confirmPassword = userTexts.passwordsDontMatch;
    errors.form ??= userTexts.passwordsDontMatch;
  }
  if (mode === "edit" && values.password && values.password !== values.confirmPassword) {
    errors.confirmPassword = userTexts.passwordsDontMatch;
    errors.form ??= userTexts.passwordsDontMatch;
  }
  if (values.role === "Journalist" && !values.name.trim()) {
    errors.name = userTexts.nameRequiredForJournalists;
    errors.form ??= userTexts.nameRequiredForJournalists;
  }
  return errors;
}

/** The body of POST/PUT /api/admin/users; on edit an empty password is left out (keeps the current one). */
export function userPayload(values: UserFormValues, mode: "create" | "edit"): UserInput {
  const payload: UserInput = {
    username: values.username.trim(),
    name: values.name.trim() || null,
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
