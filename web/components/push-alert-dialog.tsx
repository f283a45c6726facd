import { Bell } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { formatAdminDateTime } from "#common/dates.ts";
import { pushLimits } from "#common/limits.ts";
import { pushDeskTexts as texts } from "#common/messages/push.ts";
import { pushReaderTexts, site } from "#common/messages/reader.ts";
import { alertInputSchema, type Alert, type ArticleAlerts } from "#common/schemas/push.ts";
import { api } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { Button } from "./ui/button.tsx";
import { inputClasses, Label } from "./ui/input.tsx";
import { Modal } from "./ui/modal.tsx";

/** How often the dialog asks how far a sent alert has come. */
const countsPollMs = 2_000;

const alertsPath = (articleId: number) => `/admin/articles/${articleId}/alerts`;

/** What the reader's phone or computer shows, drawn as a system notification is. */
function NotificationPreview({ body }: { body: string }) {
  const root = useRouteLoaderData("root") as { siteName?: string } | undefined;
  const siteName = root?.siteName ?? site.defaultName;
  return (
    <figure aria-label={texts.preview} className="space-y-1.5">
      <figcaption className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        {texts.preview}
      </figcaption>
      <div
        data-testid="alert-preview"
        lang="bg"
        className="flex items-start gap-3 rounded-xl bg-zinc-100 p-3 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-800 dark:ring-zinc-700"
      >
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
          <Bell aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold break-words text-zinc-900 dark:text-zinc-50">
            {pushReaderTexts.notificationTitle(siteName)}
          </p>
          <p className="text-sm break-words text-zinc-700 dark:text-zinc-200">{body || "…"}</p>
          <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">{location.host}</p>
        </div>
      </div>
    </figure>
  );
}

/** One alert's counts, as they grow. */
function AlertCounts({ alert }: { alert: Alert }) {
  const extra = [
    alert.pending > 0 && texts.pending(alert.pending),
    alert.removed > 0 && texts.removed(alert.removed),
    alert.failed > 0 && texts.failed(alert.failed),
  ].filter(Boolean);
  return (
    <span className="tabular-nums">
      <strong className="font-semibold text-zinc-900 dark:text-zinc-50">
        {texts.reached(alert.delivered, alert.total)}
      </strong>
      {extra.length > 0 && <span className="text-zinc-600 dark:text-zinc-400"> ({extra.join(", ")})</span>}
    </span>
  );
}

type Step = { kind: "compose" } | { kind: "confirm" } | { kind: "sent"; id: number };

/**
 * "Изпрати известие" (issue 37, point 4; decision 0142): the editorial desk sends an alert for a
 * published article. Its text (the article's title to start with), a preview drawn as the
 * notification, a confirmation that says how many subscriptions it goes to, then how many it has
 * reached, updated until none waits; the article's earlier alerts below. From the back office's
 * article list and the live desk.
 */
export function PushAlertDialog({
  article,
  onClose,
}: {
  /** The article (published) to send an alert for; null when closed. */
  article: { id: number; title: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={article !== null}
      onOpenChange={(next) => !next && onClose()}
      title={texts.dialogTitle}
      description={article?.title}
      width="max-w-lg"
    >
      {article && <AlertForm key={article.id} article={article} onClose={onClose} />}
    </Modal>
  );
}

function AlertForm({ article, onClose }: { article: { id: number; title: string }; onClose: () => void }) {
  const [title, setTitle] = useState(() => article.title.trim().slice(0, pushLimits.titleMax));
  const [step, setStep] = useState<Step>({ kind: "compose" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [data, setData] = useState<ArticleAlerts | null>(null);

  const sent = step.kind === "sent" ? data?.alerts.find((alert) => alert.id === step.id) : undefined;
  const waiting = step.kind === "sent" && (!sent || sent.pending > 0);

  useEffect(() => {
    let current = true;
    const load = () =>
      api<ArticleAlerts>(alertsPath(article.id))
        .then((answer) => current && setData(answer))
        .catch((failure: unknown) => current && setError(apiErrorMessage(failure, texts.loadFailed)));
    void load();
    const timer = waiting ? setInterval(() => void load(), countsPollMs) : undefined;
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [article.id, waiting]);

  function next(event: FormEvent) {
    event.preventDefault();
    const parsed = alertInputSchema.safeParse({ title });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? texts.loadFailed);
    setTitle(parsed.data.title);
    setError(null);
    setStep({ kind: "confirm" });
  }

  async function send() {
    setBusy(true);
    setError(null);
    try {
      const alert = await api<Alert>(alertsPath(article.id), { method: "POST", body: { title } });
      setData((latest) => (latest ? { ...latest, alerts: [alert, ...latest.alerts] } : latest));
      setStep({ kind: "sent", id: alert.id });
    } catch (failure) {
      setError(apiErrorMessage(failure, texts.loadFailed));
      setStep({ kind: "compose" });
    } finally {
      setBusy(false);
    }
  }

  const errorLine = error && (
    <p role="alert" className="text-sm font-medium text-brand-700 dark:text-red-300">
      {error}
    </p>
  );

  if (step.kind === "sent")
    return (
      <div className="space-y-4">
        <p role="status" className="font-semibold text-emerald-700 dark:text-emerald-400">
          {texts.sent}
        </p>
        <NotificationPreview body={title} />
        <p className="text-sm" aria-live="polite" data-testid="alert-counts">
          {sent ? <AlertCounts alert={sent} /> : texts.sending}
        </p>
        {errorLine}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {texts.close}
          </Button>
        </div>
      </div>
    );

  if (step.kind === "confirm")
    return (
      <div className="space-y-4">
        <NotificationPreview body={title} />
        <p className="text-sm text-zinc-800 dark:text-zinc-200">{texts.confirm(data?.subscribers ?? 0)}</p>
        {errorLine}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={() => setStep({ kind: "compose" })}>
            {texts.back}
          </Button>
          <Button disabled={busy || data === null} onClick={() => void send()}>
            {busy ? texts.sending : texts.confirmSend}
          </Button>
        </div>
      </div>
    );

  return (
    <form onSubmit={next} noValidate className="space-y-4">
      <div>
        <Label htmlFor="alert-title">{texts.titleLabel}</Label>
        <textarea
          id="alert-title"
          rows={3}
          value={title}
          maxLength={pushLimits.titleMax}
          aria-invalid={error ? true : undefined}
          aria-describedby="alert-title-hint"
          onChange={(event) => {
            setTitle(event.target.value);
            setError(null);
          }}
          className={`${inputClasses} h-auto py-2.5`}
        />
        <p id="alert-title-hint" className="mt-1 flex justify-between gap-3 text-xs text-zinc-600 dark:text-zinc-400">
          <span>{texts.titleHint(pushLimits.titleMax)}</span>
          <span className="tabular-nums">
            {title.length}/{pushLimits.titleMax}
          </span>
        </p>
      </div>
      <NotificationPreview body={title.trim()} />
      {errorLine}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button type="submit">{texts.next}</Button>
      </div>
      <section aria-labelledby="alert-history" className="border-t border-zinc-200 pt-3 dark:border-zinc-800">
        <h3 id="alert-history" className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          {texts.history}
        </h3>
        {data && data.alerts.length === 0 && (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{texts.none}</p>
        )}
        <ul className="mt-1 space-y-2">
          {data?.alerts.map((alert) => (
            <li key={alert.id} className="text-sm">
              <p className="break-words text-zinc-800 dark:text-zinc-200">{alert.title}</p>
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                {texts.sentBy(alert.sentBy ?? "—", formatAdminDateTime(alert.createdAt))} ·{" "}
                <AlertCounts alert={alert} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </form>
  );
}
