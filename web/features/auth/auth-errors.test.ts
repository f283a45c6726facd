import { describe, expect, it } from "vitest";
import { authTexts, registerTexts, serverErrors } from "#common/messages.ts";
import { ApiError } from "#web/lib/api.ts";
import { loginFailureMessage, registerFailureMessage } from "./auth-errors.ts";

describe("loginFailureMessage", () => {
  it("translates the API's known texts", () => {
    expect(loginFailureMessage(new ApiError(401, serverErrors.invalidCredentials))).toBe(authTexts.invalidCredentials);
    expect(loginFailureMessage(new ApiError(403, serverErrors.accountDeactivated))).toBe(authTexts.accountDeactivated);
    expect(loginFailureMessage(new ApiError(403, serverErrors.insufficientPermissions))).toBe(authTexts.insufficientPermissions);
  });
  it("shows any other server text as is, and a generic text when there is none", () => {
    expect(loginFailureMessage(new ApiError(400, "something odd"))).toBe("something odd");
    expect(loginFailureMessage(new ApiError(500, undefined))).toBe(authTexts.loginFailed);
  });
  it("tells a network failure from an unexpected exception", () => {
    expect(loginFailureMessage(new ApiError(0, undefined))).toBe(authTexts.networkError);
    expect(loginFailureMessage(new TypeError("boom"))).toBe(authTexts.unexpectedError);
  });
});

describe("registerFailureMessage", () => {
  it("shows the server's text, else SPEC's fallbacks", () => {
    expect(registerFailureMessage(new ApiError(409, serverErrors.usernameTaken))).toBe(serverErrors.usernameTaken);
    expect(registerFailureMessage(new ApiError(502, undefined))).toBe(registerTexts.failure);
    expect(registerFailureMessage(new ApiError(0, undefined))).toBe(registerTexts.networkError);
    expect(registerFailureMessage(new Error("boom"))).toBe(registerTexts.failure);
  });
});
