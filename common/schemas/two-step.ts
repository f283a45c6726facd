import { z } from "./zod.ts";
import { limits } from "../limits.ts";
import { twoStepErrors } from "../messages/two-step.ts";
import { publicUserSchema } from "./auth.ts";

/**
 * Two-step sign-in (issue 35, point 3; decision 0132): whom the Owner requires it of. Editors
 * join "admins" (decision 0134).
 */
export const twoStepRequirements = ["nobody", "admins", "staff"] as const;
export type TwoStepRequirement = (typeof twoStepRequirements)[number];

/** A code from an authenticator app: 6 digits (spaces allowed, as apps show "123 456"). */
export const totpCodePattern = /^\d{6}$/;
/** A backup code: 10 letters and digits of the Crockford alphabet, shown as ABCDE-12345. */
export const backupCodePattern = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** A code as typed, without spaces and dashes, in upper case. */
export const normalizeCode = (code: string) => code.replace(/[\s-]+/g, "").toUpperCase();

/** A typed code, without spaces and dashes, in upper case, required, and of a shape `accepted` takes. */
const typedCode = (accepted: (code: string) => boolean) =>
  z
    .string({ error: twoStepErrors.codeRequired })
    .max(limits.twoStepCodeMax, twoStepErrors.codeMalformed)
    .transform(normalizeCode)
    .pipe(
      z
        .string()
        .min(1, { error: twoStepErrors.codeRequired, abort: true })
        .refine(accepted, twoStepErrors.codeMalformed),
    );

/** A code typed at the second step: an app's code or a backup code, checked for its shape. */
export const twoStepCodeSchema = typedCode((code) => totpCodePattern.test(code) || backupCodePattern.test(code));

/** An app's code only (confirming the set-up). */
export const totpCodeSchema = typedCode((code) => totpCodePattern.test(code));

/** The second step of a sign-in: the challenge the password step gave, and a code. */
export const twoStepSignInSchema = z.object({
  challenge: z.string({ error: twoStepErrors.challengeInvalid }).min(1, twoStepErrors.challengeInvalid).max(2000),
  code: twoStepCodeSchema,
});
export type TwoStepSignInInput = z.infer<typeof twoStepSignInSchema>;

/** What the password step answers an account with a second step: no session yet, a challenge. */
export const twoStepChallengeSchema = z.object({
  twoStep: z.literal("code"),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

/** A session; `twoStepSetup`: it reaches only the set-up of the second step until it is done. */
export const signedInSchema = z.object({
  token: z.string(),
  user: publicUserSchema,
  twoStepSetup: z.boolean().optional(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** The signed-in account's second step, as its profile shows it. */
export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  backupCodesLeft: z.number().int(),
  /** The Owner's setting requires it of this account. */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** The start of a set-up: the secret as the key to type, the otpauth:// address and its QR code. */
export const twoStepSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrSvg: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

export const twoStepConfirmSchema = z.object({ code: totpCodeSchema });

/** Turning off, or new backup codes: a current code (app or backup) or the password. */
export const twoStepProofSchema = z
  .object({
    code: z.string().max(limits.twoStepCodeMax, twoStepErrors.codeMalformed).optional(),
    password: z.string().max(limits.passwordMax, twoStepErrors.wrongPassword).optional(),
  })
  .refine((proof) => Boolean(proof.code?.trim() || proof.password), {
    error: twoStepErrors.proofRequired,
    path: ["code"],
  });
export type TwoStepProof = z.infer<typeof twoStepProofSchema>;

/** Backup codes, shown once; with the new session of the one who turned the second step on. */
export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()), token: z.string().optional() });

export const twoStepSettingsSchema = z.object({ requirement: z.enum(twoStepRequirements) });
export type TwoStepSettings = z.infer<typeof twoStepSettingsSchema>;
