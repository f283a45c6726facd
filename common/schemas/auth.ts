import { z } from "./zod.ts";
import { limits } from "../limits.ts";

/** Login body of both sign-in endpoints (SPEC.md §7). Emptiness is answered by the screens. */
export const loginSchema = z.object({
  username: z.string().trim().min(1).max(limits.usernameMax),
  password: z.string().min(1).max(limits.passwordMax),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Registration body (SPEC.md §7). */
export const registerSchema = z.object({
  username: z
    .string()
    .trim()
    .min(limits.usernameMin)
    .max(limits.usernameMax)
    .regex(/^[\p{L}\p{N}._-]+$/u, "letters, digits, dot, dash and underscore only"),
  password: z.string().min(limits.passwordMin).max(limits.passwordMax),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The user as the API shows it (SPEC.md §3, User). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  role: z.enum(["Owner", "Admin", "Journalist"]),
  isActive: z.boolean(),
  status: z.enum(["Active", "Inactive"]),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  lastActivity: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: publicUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
