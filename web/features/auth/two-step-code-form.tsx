import { useId, useRef, useState, type FormEvent } from "react";
import type { UserType } from "#common/roles.ts";
import { twoStepErrors, twoStepSignInTexts } from "#common/messages/two-step.ts";
import { type SignedIn } from "#common/schemas/two-step.ts";
import { Input, Label } from "#web/components/ui/input.tsx";
import { api } from "#web/lib/api.ts";
import { loginFailureMessage } from "./auth-errors.ts";
import { FormAlert } from "./form-alert.tsx";
import { SubmitButton } from "./submit-button.tsx";

const linkButton =
  "rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300";

type Props = {
  door: UserType;
  /** The password step's challenge. */
  challenge: string;
  onSignedIn: (answer: SignedIn) => void;
  /** Back to the password (an expired challenge, or the person's choice). */
  onRestart: () => void;
};

/**
 * The second sign-in step (decision 0132): the 6-digit code of the authenticator app
 * (`one-time-code`, so phones offer it), or one of the backup codes.
 */
export function TwoStepCodeForm({ door, challenge, onSignedIn, onRestart }: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);

  const fail = (message: string) => setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!code.trim()) {
      fail(twoStepErrors.codeRequired);
      inputRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      onSignedIn(
        await api<SignedIn>(`/${door}/auth/two-step`, { method: "POST", body: { challenge, code }, auth: false }),
      );
    } catch (error) {
      fail(loginFailureMessage(error));
      setCode("");
      inFlight.current = false;
      setSubmitting(false);
      inputRef.current?.focus();
    }
  }

  const label = backup ? twoStepSignInTexts.backupCodeLabel : twoStepSignInTexts.codeLabel;
  return (
    <form method="post" noValidate onSubmit={submit} aria-busy={submitting} className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold">{twoStepSignInTexts.title}</h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {backup ? twoStepSignInTexts.backupLead : twoStepSignInTexts.lead}
        </p>
      </div>
      {failure && <FormAlert key={failure.attempt} message={failure.message} />}
      <div>
        <Label htmlFor={`${id}-code`}>{label}</Label>
        <Input
          ref={inputRef}
          id={`${id}-code`}
          name="code"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          readOnly={submitting}
          aria-invalid={failure ? true : undefined}
          autoComplete={backup ? "off" : "one-time-code"}
          inputMode={backup ? "text" : "numeric"}
          pattern={backup ? undefined : "[0-9 ]*"}
          maxLength={backup ? 20 : 7}
          autoCapitalize={backup ? "characters" : "none"}
          autoCorrect="off"
          spellCheck={false}
          className="text-center font-mono text-lg tracking-[0.3em]"
        />
      </div>
      <SubmitButton
        label={twoStepSignInTexts.submit}
        submittingLabel={twoStepSignInTexts.submitting}
        submitting={submitting}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          className={linkButton}
          onClick={() => {
            setBackup(!backup);
            setCode("");
            setFailure(null);
            inputRef.current?.focus();
          }}
        >
          {backup ? twoStepSignInTexts.useAppCode : twoStepSignInTexts.useBackupCode}
        </button>
        <button type="button" className={linkButton} onClick={onRestart}>
          {twoStepSignInTexts.backToPassword}
        </button>
      </div>
    </form>
  );
}
