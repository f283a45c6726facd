import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { twoStepErrors, twoStepSetupTexts, twoStepSignInTexts } from "#common/messages/two-step.ts";
import type { TwoStepSetup as SetupData, TwoStepStatus } from "#common/schemas/two-step.ts";
import { formatHomeDate } from "#common/dates/reader.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input, Label } from "#web/components/ui/input.tsx";
import { api, ApiError } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { replaceSessionToken } from "#web/lib/session.ts";
import { useBusyCall } from "#web/lib/use-busy-call.ts";
import { FormAlert } from "./form-alert.tsx";

/** The field's own Bulgarian text of a refused body, else the server's reason. */
const reasonOf = (failure: unknown) =>
  (failure instanceof ApiError && (failure.fields?.code ?? failure.fields?.password)) ||
  apiErrorMessage(failure, twoStepSetupTexts.failed);

type Step =
  | { kind: "status" }
  | { kind: "scan"; setup: SetupData }
  | { kind: "codes"; codes: string[] }
  | { kind: "prove"; action: "disable" | "backup-codes" };

/**
 * One's own second sign-in step (decision 0132): its state, the set-up (QR code, the key to type,
 * confirmation with a code), the backup codes shown once (copy, download), turning it off and new
 * backup codes (each with a code or the password). `onEnabled` runs once the codes are put away
 * (the forced set-up then goes on to the panel). `titled` false leaves the title and lead to a page
 * that says them already (the forced set-up's own page).
 */
export function TwoStepSetup({ onEnabled, titled = true }: { onEnabled?: () => void; titled?: boolean }) {
  const [status, setStatus] = useState<TwoStepStatus | null>(null);
  const [step, setStep] = useState<Step>({ kind: "status" });
  const { busy, error, setError, notice, setNotice, run } = useBusyCall(reasonOf);

  const reload = useCallback(async () => {
    try {
      setStatus(await api<TwoStepStatus>("/journalist/two-step"));
    } catch (failure) {
      setError(apiErrorMessage(failure, twoStepSetupTexts.failed));
    }
  }, [setError]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const start = () =>
    run(
      () => api<SetupData>("/journalist/two-step/setup", { method: "POST" }),
      (setup) => setStep({ kind: "scan", setup }),
    );

  return (
    <section
      aria-labelledby={titled ? "two-step-title" : undefined}
      aria-label={titled ? undefined : twoStepSetupTexts.sectionTitle}
      // The scan view's two columns follow the room it has (a profile panel or a sign-in card).
      className="@container space-y-4"
    >
      {titled && (
        <div>
          <h2 id="two-step-title" className="text-lg font-semibold">
            {twoStepSetupTexts.sectionTitle}
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{twoStepSetupTexts.sectionLead}</p>
        </div>
      )}
      {error && <FormAlert message={error} />}
      {notice && (
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {notice}
        </p>
      )}
      {status && step.kind === "status" && (
        <StatusView
          status={status}
          busy={busy}
          onStart={start}
          onProve={(action) => {
            setNotice(null);
            setStep({ kind: "prove", action });
          }}
        />
      )}
      {step.kind === "scan" && (
        <ScanView
          setup={step.setup}
          busy={busy}
          onCancel={() => setStep({ kind: "status" })}
          onConfirm={(code) =>
            run(
              () =>
                api<{ backupCodes: string[]; token?: string }>("/journalist/two-step/confirm", {
                  method: "POST",
                  body: { code },
                }),
              ({ backupCodes, token }) => {
                if (token) replaceSessionToken(token);
                setNotice(twoStepSetupTexts.turnedOn);
                setStep({ kind: "codes", codes: backupCodes });
              },
            )
          }
        />
      )}
      {step.kind === "codes" && (
        <CodesView
          codes={step.codes}
          onDone={() => {
            setStep({ kind: "status" });
            void reload();
            onEnabled?.();
          }}
        />
      )}
      {step.kind === "prove" && (
        <ProveView
          action={step.action}
          busy={busy}
          onCancel={() => setStep({ kind: "status" })}
          onProve={(proof) =>
            run(
              () =>
                api<{ backupCodes?: string[]; token?: string }>(`/journalist/two-step/${step.action}`, {
                  method: "POST",
                  body: proof,
                }),
              ({ backupCodes, token }) => {
                if (token) replaceSessionToken(token);
                if (backupCodes) {
                  setNotice(twoStepSetupTexts.regenerated);
                  setStep({ kind: "codes", codes: backupCodes });
                } else {
                  setNotice(twoStepSetupTexts.turnedOff);
                  setStep({ kind: "status" });
                  void reload();
                }
              },
            )
          }
        />
      )}
    </section>
  );
}

function StatusView({
  status,
  busy,
  onStart,
  onProve,
}: {
  status: TwoStepStatus;
  busy: boolean;
  onStart: () => void;
  onProve: (action: "disable" | "backup-codes") => void;
}) {
  if (!status.enabled)
    return (
      <div className="space-y-3">
        {status.required && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-900/20 dark:text-amber-100">
            {twoStepSetupTexts.requiredNotice}
          </p>
        )}
        <p className="text-sm">{twoStepSetupTexts.statusOff}</p>
        <Button onClick={onStart} disabled={busy}>
          {busy ? twoStepSetupTexts.starting : twoStepSetupTexts.start}
        </Button>
      </div>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {twoStepSetupTexts.statusOn(formatHomeDate(status.enabledAt!))}{" "}
        {twoStepSetupTexts.backupCodesLeft(status.backupCodesLeft)}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => onProve("backup-codes")}>
          {twoStepSetupTexts.regenerate}
        </Button>
        {!status.required && (
          <Button variant="secondary" onClick={() => onProve("disable")}>
            {twoStepSetupTexts.turnOff}
          </Button>
        )}
      </div>
    </div>
  );
}

function ScanView({
  setup,
  busy,
  onConfirm,
  onCancel,
}: {
  setup: SetupData;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const grouped = setup.secret.match(/.{1,4}/g)!.join(" ");
  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(typed)) return setProblem(typed ? twoStepErrors.codeMalformed : twoStepErrors.codeRequired);
    setProblem(null);
    onConfirm(typed);
  }
  return (
    <div className="grid gap-6 @xl:grid-cols-2">
      <div className="space-y-2">
        <h3 className="font-semibold">{twoStepSetupTexts.scanTitle}</h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{twoStepSetupTexts.scanLead}</p>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt={twoStepSetupTexts.qrAlt}
          width={200}
          height={200}
          className="h-[200px] w-[200px] rounded-lg border border-zinc-200 bg-white p-1 dark:border-zinc-700"
        />
        <p className="text-sm">{twoStepSetupTexts.keyLabel}</p>
        <code
          data-testid="two-step-key"
          className="block break-all rounded bg-zinc-100 px-2 py-1.5 font-mono text-sm dark:bg-zinc-800"
        >
          {grouped}
        </code>
        <CopyButton text={setup.secret} label={twoStepSetupTexts.copyKey} />
      </div>
      <form onSubmit={submit} noValidate className="space-y-3 self-start">
        <h3 className="font-semibold">{twoStepSetupTexts.confirmTitle}</h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{twoStepSetupTexts.confirmLead}</p>
        {problem && <FormAlert message={problem} />}
        <div>
          <Label htmlFor={`${id}-code`}>{twoStepSignInTexts.codeLabel}</Label>
          <Input
            id={`${id}-code`}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            className="max-w-48 text-center font-mono text-lg tracking-[0.3em]"
          />
        </div>
        <SubmitOrCancel
          label={busy ? twoStepSetupTexts.confirming : twoStepSetupTexts.confirm}
          busy={busy}
          onCancel={onCancel}
        />
      </form>
    </div>
  );
}

function CodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join("\n");
  function download() {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain;charset=utf-8" }));
    link.download = twoStepSetupTexts.backupFileName;
    link.click();
    URL.revokeObjectURL(link.href);
  }
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{twoStepSetupTexts.backupTitle}</h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{twoStepSetupTexts.backupLead}</p>
      <ul
        data-testid="backup-codes"
        className="grid grid-cols-1 gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3 font-mono text-base min-[360px]:grid-cols-2 dark:border-zinc-700 dark:bg-zinc-800/50"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={text} label={twoStepSetupTexts.copyCodes} />
        <Button variant="secondary" onClick={download}>
          {twoStepSetupTexts.downloadCodes}
        </Button>
        <Button onClick={onDone}>{twoStepSetupTexts.codesSaved}</Button>
      </div>
    </div>
  );
}

function ProveView({
  action,
  busy,
  onProve,
  onCancel,
}: {
  action: "disable" | "backup-codes";
  busy: boolean;
  onProve: (proof: { code?: string; password?: string }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() && !password) return setProblem(twoStepErrors.proofRequired);
    setProblem(null);
    onProve(code.trim() ? { code } : { password });
  }
  const disable = action === "disable";
  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-3">
      <h3 className="font-semibold">{disable ? twoStepSetupTexts.turnOffTitle : twoStepSetupTexts.regenerateTitle}</h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {disable ? twoStepSetupTexts.turnOffLead : twoStepSetupTexts.regenerateLead}
      </p>
      {problem && <FormAlert message={problem} />}
      <div>
        <Label htmlFor={`${id}-code`}>{twoStepSetupTexts.proofCodeLabel}</Label>
        <Input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          spellCheck={false}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-password`}>{twoStepSetupTexts.proofPasswordLabel}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
        />
      </div>
      <SubmitOrCancel
        label={disable ? twoStepSetupTexts.turnOff : twoStepSetupTexts.regenerate}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}

/** A set-up form's own button and "Отказ", side by side under its fields. */
function SubmitOrCancel({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={busy}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {twoStepSetupTexts.cancel}
      </Button>
    </div>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <span aria-live="polite">{copied ? twoStepSetupTexts.copied : label}</span>
    </Button>
  );
}
