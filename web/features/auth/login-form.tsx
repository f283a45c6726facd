import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { authTexts } from "#common/messages/auth.ts";
import { loginSchema, type PublicUser } from "#common/schemas/auth.ts";
import type { SignedIn, TwoStepChallenge } from "#common/schemas/two-step.ts";
import { pagePaths } from "#common/page-paths.ts";
import type { UserType } from "#common/roles.ts";
import { api } from "#web/lib/api.ts";
import { safeRedirectTarget, signIn } from "#web/lib/session.ts";
import { loginFailureMessage, sessionEndNotice } from "./auth-errors.ts";
import { PasswordField, UsernameField } from "./credential-fields.tsx";
import { FormAlert } from "./form-alert.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { TwoStepCodeForm } from "./two-step-code-form.tsx";

type LoginFormProps = {
  /** Which sign-in endpoint to use: the journalist or the admin door (SPEC.md §6). */
  door: UserType;
  submitLabel: string;
  /** Where to go after signing in when the URL names no (same-site) `redirectTo`: a path, or one chosen by who signed in. */
  fallbackTarget: string | ((user: PublicUser) => string);
};

/** The sign-in form of both doors: username, password, one submission at a time. */
export function LoginForm({ door, submitLabel, fallbackTarget }: LoginFormProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = useId();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; attempt: number; empty: boolean } | null>(null);
  // The password was right and the account has a second step (decision 0132): the code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);
  // Sent here because the server ended the session (?ended=): say why, until the next attempt.
  const endedNotice = sessionEndNotice(searchParams.get("ended"));

  function fail(message: string, empty = false) {
    setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1, empty }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // The API's own rules (loginSchema): an empty field is said at once, without a request.
    const checked = loginSchema.safeParse({ username, password });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      fail(issue!.message, true);
      (issue!.path[0] === "password" ? passwordRef : usernameRef).current?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const answer = await api<SignedIn | TwoStepChallenge>(`/${door}/auth/login`, {
        method: "POST",
        body: checked.data,
        auth: false,
      });
      if ("challenge" in answer) {
        setFailure(null);
        setPassword("");
        setChallenge(answer.challenge);
        inFlight.current = false;
        setSubmitting(false);
        return;
      }
      signedIn(answer);
    } catch (error) {
      fail(loginFailureMessage(error));
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  /** A session: to where the person was going, or first to the set-up the Owner requires. */
  function signedIn({ token, user, twoStepSetup }: SignedIn) {
    signIn(token, user, door);
    // The form stays "submitting" until the next page replaces it: no second request.
    const fallback = typeof fallbackTarget === "function" ? fallbackTarget(user) : fallbackTarget;
    const target = safeRedirectTarget(searchParams.get("redirectTo"), fallback);
    void navigate(twoStepSetup ? `${pagePaths.twoStepSetup}?redirectTo=${encodeURIComponent(target)}` : target, {
      replace: true,
    });
  }

  if (challenge)
    return (
      <TwoStepCodeForm
        door={door}
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={() => {
          setChallenge(null);
          setFailure(null);
        }}
      />
    );

  return (
    <form method="post" noValidate onSubmit={handleSubmit} aria-busy={submitting} className="space-y-5">
      {failure ? (
        <FormAlert key={failure.attempt} message={failure.message} />
      ) : (
        endedNotice && <FormAlert message={endedNotice} />
      )}
      <UsernameField
        id={`${id}-username`}
        inputRef={usernameRef}
        invalid={failure?.empty && !username.trim()}
        value={username}
        onChange={setUsername}
        readOnly={submitting}
      />
      <PasswordField
        id={`${id}-password`}
        inputRef={passwordRef}
        autoComplete="current-password"
        invalid={failure?.empty && !password}
        value={password}
        onChange={setPassword}
        readOnly={submitting}
      />
      <SubmitButton label={submitLabel} submittingLabel={authTexts.submitting} submitting={submitting} />
    </form>
  );
}
