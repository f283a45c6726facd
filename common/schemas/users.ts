import { z } from "./zod.ts";
import { limits } from "../limits.ts";
import { isNewsroomRole, roles } from "../roles.ts";
import { userTexts } from "../messages/admin.ts";
import { registerTexts } from "../messages/auth.ts";
import { authorTexts } from "../messages/authors.ts";

/**
 * The staff accounts' rules (SPEC.md §5 User form, §7), written once: the registration and the
 * admin user form check them in the browser with these schemas, and the API checks them again
 * with the same ones (server/modules/auth, server/modules/users/admin-service.ts).
 */

const usernameInvalid = userTexts.usernameInvalid(limits.usernameMin, limits.usernameMax);
const passwordInvalid = userTexts.passwordLength(limits.passwordMin, limits.passwordMax);

/** A username: 3–50 letters, digits, dots, dashes and underscores, trimmed. */
export const usernameSchema = z
  .string({ error: usernameInvalid })
  .trim()
  .min(limits.usernameMin, usernameInvalid)
  .max(limits.usernameMax, usernameInvalid)
  .regex(/^[\p{L}\p{N}._-]+$/u, usernameInvalid);

/** A password of 8–200 characters, taken as typed (spaces count). */
export const passwordSchema = z
  .string({ error: passwordInvalid })
  .min(limits.passwordMin, passwordInvalid)
  .max(limits.passwordMax, passwordInvalid);

/** A full name, trimmed; an empty one is none (null). */
export const fullNameSchema = z
  .string()
  .trim()
  .max(limits.fullNameMax, userTexts.nameTooLong(limits.fullNameMax))
  .nullish()
  .transform((name) => (name === undefined ? undefined : name || null));

/** A full name that must be given (a registration, a journalist's own profile: issue 29). */
export const requiredFullNameSchema = z
  .string({ error: registerTexts.nameRequired })
  .trim()
  .min(1, { error: registerTexts.nameRequired, abort: true })
  .max(limits.fullNameMax, userTexts.nameTooLong(limits.fullNameMax));

/** An e-mail address (issue 29: registration), trimmed and kept as typed; compared without case. */
export const emailSchema = z
  .string({ error: registerTexts.emailRequired })
  .trim()
  .min(1, { error: registerTexts.emailRequired, abort: true })
  .max(limits.emailMax, registerTexts.emailInvalid)
  .pipe(z.email({ error: registerTexts.emailInvalid }));

/** An e-mail the admin user form may give, change or clear (empty: none). */
const optionalEmailSchema = z
  .string()
  .trim()
  .nullish()
  .transform((email) => (email === undefined ? undefined : email || null))
  .pipe(emailSchema.nullish());

/** The author page's short biography (issue 21), plain text, trimmed; an empty one is none (null). */
export const bioSchema = z
  .string()
  .trim()
  .max(limits.bioMax, authorTexts.bioTooLong(limits.bioMax))
  .nullish()
  .transform((bio) => (bio === undefined ? undefined : bio || null));

export const staffRoles = roles;
export type StaffRole = (typeof staffRoles)[number];

/** SPEC.md §5: journalists (and editors, who sign articles too) need a full name; other roles may have none. */
export function lacksRequiredName(role: StaffRole, name: string | null | undefined): boolean {
  return isNewsroomRole(role) && !name?.trim();
}

// SPEC.md §5: a missing username or (on create) password gives one combined message.
const required = userTexts.usernamePasswordRequired;
const requiredUsername = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .pipe(usernameSchema);
const requiredPassword = z.string({ error: required }).min(1, { error: required, abort: true }).pipe(passwordSchema);
/** On edit an empty password keeps the current one (it parses as undefined). */
const keptPassword = z
  .string()
  .transform((password) => password || undefined)
  .pipe(passwordSchema.optional());

/** What both bodies may carry besides the rules' fields (SPEC.md §7 lists avatar and lastActivity too). */
const accountFields = {
  name: fullNameSchema,
  bio: bioSchema,
  email: optionalEmailSchema,
  status: z.enum(["Active", "Inactive"]).optional(),
  isActive: z.boolean().optional(),
  avatar: z.string().max(2000).nullish(),
  lastActivity: z.unknown().optional(),
};

/**
 * POST and PUT /api/admin/users as they travel: every field optional and loosely typed, so "just
 * {isActive}" passes (SPEC.md §7); the service judges a body with `userCreateSchema` or
 * `userUpdateSchema`, whose first broken rule becomes the answer's Bulgarian `error`.
 */
export const userInputSchema = z.object({
  username: z.string().max(1000).optional(),
  password: z.string().max(1000).optional(),
  name: z.string().max(1000).nullish(),
  bio: z.string().max(10_000).nullish(),
  email: z.string().max(1000).nullish(),
  role: z.enum(staffRoles).optional(),
  status: z.enum(["Active", "Inactive"]).optional(),
  isActive: z.boolean().optional(),
  avatar: z.string().max(2000).nullish(),
  lastActivity: z.unknown().optional(),
});
export type UserInput = z.infer<typeof userInputSchema>;

const createFields = z.object({
  username: requiredUsername,
  password: requiredPassword,
  role: z.enum(staffRoles).default("Journalist"),
  ...accountFields,
});
const updateFields = z.object({
  username: requiredUsername.optional(),
  password: keptPassword.optional(),
  role: z.enum(staffRoles).optional(),
  ...accountFields,
});

/** A new account has its role (Journalist unless said) and its name, given or not. */
function nameRule(value: { role: StaffRole; name?: string | null }, ctx: z.RefinementCtx) {
  if (lacksRequiredName(value.role, value.name))
    ctx.addIssue({ code: "custom", path: ["name"], message: userTexts.nameRequiredForJournalists });
}

/** A change is judged only when it gives both the role and the name. */
function nameRuleOfChange(value: { role?: StaffRole; name?: string | null }, ctx: z.RefinementCtx) {
  if (value.role !== undefined && value.name !== undefined) nameRule({ role: value.role, name: value.name }, ctx);
}

/** A new staff account (role Journalist unless said): username, password, and a journalist's full name. */
export const userCreateSchema = createFields.superRefine(nameRule);
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * A change to a staff account: only what is given is checked. The full-name rule applies here when
 * the body gives both the role and the name; the service applies it against the stored role too
 * (decision 0052: approving a registration needs no name).
 */
export const userUpdateSchema = updateFields.superRefine(nameRuleOfChange);
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** The admin user form (SPEC.md §5): the API's rules for its mode, and the password typed twice. */
export function userFormSchema(mode: "create" | "edit") {
  const fields = mode === "create" ? createFields : updateFields;
  return fields.extend({ confirmPassword: z.string() }).superRefine((value, ctx) => {
    nameRuleOfChange(value, ctx);
    if (value.password && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: userTexts.passwordsDontMatch });
    }
  });
}
export type UserFormValues = {
  username: string;
  name: string;
  bio: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: StaffRole;
  status: "Active" | "Inactive";
};

/**
 * PUT /api/journalist/profile (issue 29, point 9): a staff member's own name and biography, by the
 * admin user form's rules for them (a journalist's name is required: `lacksRequiredName`).
 */
export const ownProfileSchema = z.object({ name: fullNameSchema, bio: bioSchema });
export type OwnProfileInput = z.input<typeof ownProfileSchema>;
