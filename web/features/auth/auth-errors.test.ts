import { describe, expect, it } from "vitest";
import { userTexts } from "#common/messages/admin.ts";
import { authTexts, registerTexts } from "#common/messages/auth.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import { ApiError } from "#web/lib/api.ts";
import { loginFailureMessage, registerFailureMessage, sessionEndNotice } from "./auth-errors.ts";

describe("loginFailureMessage", () => {
  it("translates the API's known texts", () => {
    expect(loginFailureMessage(new ApiError(401, serverErrors.invalidCredentials))).toBe(authTexts.invalidCredentials);
    expect(loginFailureMessage(new ApiError(403, serverErrors.accountDeactivated))).toBe(authTexts.accountDeactivated);
    expect(loginFailureMessage(new ApiError(403, serverErrors.accountPendingApproval))).toBe(
      authTexts.accountPendingApproval,
    );
    expect(loginFailureMessage(new ApiError(403, serverErrors.insufficientPermissions))).toBe(
      authTexts.insufficientPermissions,
    );
  });
  it("shows any other Bulgarian server text as is, and a generic text for none or an English one", () => {
    expect(loginFailureMessage(new ApiError(400, "Нещо друго"))).toBe("Нещо друго");
    expect(loginFailureMessage(new ApiError(400, "something odd"))).toBe(authTexts.loginFailed);
    expect(loginFailureMessage(new ApiError(500, undefined))).toBe(authTexts.loginFailed);
  });
  it("tells a network failure from an unexpected exception", () => {
    expect(loginFailureMessage(new ApiError(0, undefined))).toBe(authTexts.networkError);
    expect(loginFailureMessage(new TypeError("boom"))).toBe(authTexts.unexpectedError);
  });
});

describe("sessionEndNotice", () => {
  it("says why the server ended the previous session", () => {
    expect(sessionEndNotice("deactivated")).toBe(authTexts.accountDeactivated);
    expect(sessionEndNotice("expired")).toBe(authTexts.sessionExpired);
    expect(sessionEndNotice(null)).toBeNull();
    expect(sessionEndNotice("anything")).toBeNull();
  });
});

describe("registerFailureMessage", () => {
  it("shows the server's reason in Bulgarian, else SPEC's fallbacks", () => {
    expect(registerFailureMessage(new ApiError(409, serverErrors.usernameTaken))).toBe(userTexts.usernameTaken);
    expect(registerFailureMessage(new ApiError(403, serverErrors.registrationClosed))).toBe(
      userTexts.registrationClosed,
    );
    expect(registerFailureMessage(new ApiError(502, undefined))).toBe(registerTexts.failure);
    expect(registerFailureMessage(new ApiError(0, undefined))).toBe(registerTexts.networkError);
    expect(registerFailureMessage(new Error("boom"))).toBe(registerTexts.failure);
  });
  it("names the invalid field of a refused registration instead of saying 'invalid input'", () => {
    const invalid = (fields: Record<string, string>) => new ApiError(400, serverErrors.badRequest, "", fields);
    expect(registerFailureMessage(invalid({ username: userTexts.usernameInvalid(3, 50) }))).toBe(
      userTexts.usernameInvalid(3, 50),
    );
    expect(registerFailureMessage(invalid({ password: userTexts.passwordLength(8, 200) }))).toBe(
      userTexts.passwordLength(8, 200),
    );
    // A field text the catalogue does not know (zod's own English) says no more than "invalid input".
    expect(registerFailureMessage(invalid({ username: "Too small" }))).toMatch(/^Невалидни данни/);
    expect(registerFailureMessage(new ApiError(400, serverErrors.badRequest))).toMatch(/^Невалидни данни/);
  });
});
