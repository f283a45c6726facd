import { z } from "./zod.ts";
import { limits } from "../limits.ts";
import { roles } from "../roles.ts";
import { authTexts } from "../messages/auth.ts";
import { emailSchema, passwordSchema, requiredFullNameSchema, usernameSchema } from "./users.ts";

/**
 * Login body of both sign-in endpoints (SPEC.md §5, §7), checked by the login forms before they
 * send it and by the API: an empty field gives SPEC's "enter username and password"; a value no
 * account can have cannot sign in.
 */
export const loginSchema = z.object({
  username: z
    .string({ error: authTexts.emptyCredentials })
    .trim()
    .min(1, { error: authTexts.emptyCredentials, abort: true })
    .max(limits.usernameMax, authTexts.invalidCredentials),
  password: z
    .string({ error: authTexts.emptyCredentials })
    .min(1, { error: authTexts.emptyCredentials, abort: true })
    .max(limits.passwordMax, authTexts.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Registration body (SPEC.md §7): a username and a password by the staff accounts' rules, and (issue
 * 29) the applicant's full name and e-mail, so the newsroom knows whom it approves.
 */
export const registerSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  name: requiredFullNameSchema,
  email: emailSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The user as the API shows it (SPEC.md §3, User). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  /** The author page's short biography (issue 21). */
  bio: z.string().nullable(),
  /** Given at registration, or by an admin (issue 29); staff screens only. */
  email: z.string().nullable(),
  role: z.enum(roles),
  isActive: z.boolean(),
  status: z.enum(["Active", "Inactive"]),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  lastActivity: z.string().nullable(),
  /** The account signs in with a second step (issue 35). */
  twoStep: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: publicUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
