import type { ReactNode, Ref } from "react";
import { authTexts, registerTexts } from "#common/messages/auth.ts";
import { Input, Label } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";

type CredentialFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Read-only while the form is being sent. */
  readOnly: boolean;
  invalid?: boolean;
  /** A line under the field saying its rules (the registration's). */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** The username field of the sign-in and registration forms: typed as is, never auto-corrected. */
export function UsernameField(props: CredentialFieldProps) {
  return (
    <Field id={props.id} label={authTexts.username} hint={props.hint}>
      <Input
        {...inputProps(props)}
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
    </Field>
  );
}

/** The password field of the sign-in form (`current-password`) and the registration (`new-password`). */
export function PasswordField({
  autoComplete,
  ...props
}: CredentialFieldProps & { autoComplete: "current-password" | "new-password" }) {
  return (
    <Field id={props.id} label={authTexts.password} hint={props.hint}>
      <PasswordInput {...inputProps(props)} name="password" autoComplete={autoComplete} />
    </Field>
  );
}

/** The registration's full name (issue 29): as the applicant will sign their articles. */
export function FullNameField(props: CredentialFieldProps) {
  return (
    <Field id={props.id} label={registerTexts.nameLabel} hint={props.hint}>
      <Input {...inputProps(props)} name="name" type="text" autoComplete="name" />
    </Field>
  );
}

/** The registration's e-mail (issue 29), for the newsroom to reach the applicant. */
export function EmailField(props: CredentialFieldProps) {
  return (
    <Field id={props.id} label={registerTexts.emailLabel} hint={props.hint}>
      <Input
        {...inputProps(props)}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
    </Field>
  );
}

function inputProps({ id, value, onChange, readOnly, invalid, hint, inputRef }: CredentialFieldProps) {
  return {
    ref: inputRef,
    id,
    required: true,
    "aria-invalid": invalid || undefined,
    "aria-describedby": hint ? `${id}-hint` : undefined,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    readOnly,
  };
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
    </div>
  );
}
