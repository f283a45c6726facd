import { CircleCheck } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { authPageTexts, registerTexts } from "#common/messages/auth.ts";
import { limits } from "#common/limits.ts";
import { registerSchema, type PublicUser } from "#common/schemas/auth.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { api, storageKeys } from "#web/lib/api.ts";
import { signIn } from "#web/lib/session.ts";
import { registerFailureMessage } from "./auth-errors.ts";
import { EmailField, FullNameField, PasswordField, UsernameField } from "./credential-fields.tsx";
import { FormAlert } from "./form-alert.tsx";
import { SubmitButton } from "./submit-button.tsx";

type RegisterResponse = { message: string; user: PublicUser; token?: string };

/** Where a new account goes (SPEC.md §2, Registration): the dashboard, after about a second. */
const afterRegistration = "/dashboard";

/**
 * Registration (SPEC.md §2): a username and a password, and (issue 29) the applicant's full name
 * and e-mail; the API's rules are checked before sending, the server judges the rest and its
 * Bulgarian error text is shown. By default a new account waits for an administrator's approval:
 * the applicant is told so and stays on the page; an account active at once goes to the dashboard.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const id = useId();
  const inFlight = useRef(false);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const [created, setCreated] = useState<{ awaitingApproval: boolean } | null>(null);

  useEffect(() => {
    if (!created || created.awaitingApproval) return;
    const timer = setTimeout(() => navigate(afterRegistration), limits.registrationRedirectMs);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || created) return;
    // The API's own rules (registerSchema), said before a request is sent.
    const checked = registerSchema.safeParse({ username, password, name, email });
    if (!checked.success) {
      setFailure((previous) => ({ message: checked.error.issues[0]!.message, attempt: (previous?.attempt ?? 0) + 1 }));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await api<RegisterResponse>("/register", {
        method: "POST",
        body: checked.data,
        auth: false,
      });
      try {
        localStorage.setItem(storageKeys.username, result.user.username);
      } catch {
        // Storage unavailable: the name is only a convenience.
      }
      if (result.token) signIn(result.token, result.user, "journalist");
      setCreated({ awaitingApproval: !result.token });
    } catch (error) {
      setFailure((previous) => ({ message: registerFailureMessage(error), attempt: (previous?.attempt ?? 0) + 1 }));
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  if (created) {
    return (
      <div className="space-y-4">
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-emerald-600/30 bg-emerald-50 px-4 py-3.5 text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-900/20 dark:text-emerald-100"
        >
          <CircleCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">{registerTexts.success}</p>
            {created.awaitingApproval && (
              <>
                <p className="mt-2 font-semibold">{registerTexts.waitTitle}</p>
                <p className="mt-1 text-sm">{registerTexts.waitLead}</p>
              </>
            )}
          </div>
        </div>
        {created.awaitingApproval ? (
          <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
            <Link to="/home" className="text-brand-700 hover:underline dark:text-red-300">
              {registerTexts.backToSite}
            </Link>
            <Link to="/login" className="text-brand-700 hover:underline dark:text-red-300">
              {registerTexts.toLogin}
            </Link>
          </p>
        ) : (
          <Spinner label={authPageTexts.redirecting} />
        )}
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit} aria-busy={submitting} className="space-y-5">
      {failure && <FormAlert key={failure.attempt} message={failure.message} />}
      <FullNameField
        id={`${id}-name`}
        hint={registerTexts.nameHint}
        value={name}
        onChange={setName}
        readOnly={submitting}
      />
      <EmailField
        id={`${id}-email`}
        hint={registerTexts.emailHint}
        value={email}
        onChange={setEmail}
        readOnly={submitting}
      />
      <UsernameField
        id={`${id}-username`}
        hint={authPageTexts.usernameHint(limits.usernameMin, limits.usernameMax)}
        value={username}
        onChange={setUsername}
        readOnly={submitting}
      />
      <PasswordField
        id={`${id}-password`}
        autoComplete="new-password"
        hint={authPageTexts.passwordHint(limits.passwordMin)}
        value={password}
        onChange={setPassword}
        readOnly={submitting}
      />
      <SubmitButton label={registerTexts.submit} submittingLabel={registerTexts.submitting} submitting={submitting} />
    </form>
  );
}
