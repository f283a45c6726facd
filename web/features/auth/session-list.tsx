import { useCallback, useEffect, useState } from "react";
import { Laptop, LogOut } from "lucide-react";
import { formatAdminDateTime, relativeTime } from "#common/dates.ts";
import { sessionTexts } from "#common/messages/sessions.ts";
import type { StaffSession } from "#common/schemas/sessions.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { api } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { useNow } from "#web/lib/now.tsx";
import { useBusyCall } from "#web/lib/use-busy-call.ts";
import { doorOf, replaceSessionToken, signInPath, signOut } from "#web/lib/session.ts";
import { FormAlert } from "./form-alert.tsx";

/**
 * One's own signed-in devices (issue 35, point 4; decision 0133): each with its browser, door,
 * network key, sign-in and last use; any of them ended (this one: signing out), or all the others.
 */
export function SessionList() {
  const now = useNow();
  const [sessions, setSessions] = useState<StaffSession[] | null>(null);
  const { busy, error, setError, notice, setNotice, run } = useBusyCall((failure) =>
    apiErrorMessage(failure, sessionTexts.failed),
  );
  const [confirm, confirmDialog] = useConfirm();

  const reload = useCallback(async () => {
    try {
      setSessions((await api<{ sessions: StaffSession[] }>("/journalist/sessions")).sessions);
    } catch (failure) {
      setError(apiErrorMessage(failure, sessionTexts.loadFailed));
    }
  }, [setError]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function end(session: StaffSession) {
    if (
      !(await confirm({
        message: sessionTexts.endConfirm(session.device),
        confirmLabel: sessionTexts.end,
        destructive: true,
      }))
    )
      return;
    await run(
      () => api(`/journalist/sessions/${encodeURIComponent(session.id)}`, { method: "DELETE" }),
      async () => {
        if (session.current) {
          const here = location.pathname + location.search;
          signOut();
          location.assign(signInPath(doorOf(here), here));
        }
        setNotice(sessionTexts.ended);
        await reload();
      },
    );
  }

  async function endOthers() {
    if (
      !(await confirm({
        message: sessionTexts.endOthersConfirm,
        confirmLabel: sessionTexts.endOthers,
        destructive: true,
      }))
    )
      return;
    await run(
      () => api<{ token: string; ended: number }>("/journalist/sessions/end-others", { method: "POST" }),
      async ({ token, ended }) => {
        replaceSessionToken(token);
        setNotice(sessionTexts.endedOthers(ended));
        await reload();
      },
    );
  }

  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <section aria-labelledby="sessions-title" className="space-y-4">
      <div>
        <h2 id="sessions-title" className="text-lg font-semibold">
          {sessionTexts.title}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{sessionTexts.lead}</p>
      </div>
      {error && <FormAlert message={error} />}
      {notice && (
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {notice}
        </p>
      )}
      {sessions && (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 p-3.5 sm:grid-cols-[auto_1fr_auto]"
            >
              <Laptop aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-zinc-500" />
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium break-words">
                  {session.device}
                  {session.current && (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-200">
                      {sessionTexts.thisDevice}
                    </span>
                  )}
                </p>
                <p className="mt-0.5 text-zinc-600 dark:text-zinc-400">{sessionTexts.doors[session.door]}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-zinc-600 dark:text-zinc-400">
                  <dt>{sessionTexts.signedInAt}:</dt>
                  <dd>{formatAdminDateTime(session.signedInAt)}</dd>
                  <dt>{sessionTexts.lastUsed}:</dt>
                  <dd>{relativeTime(session.lastUsedAt, now)}</dd>
                  <dt>{sessionTexts.address}:</dt>
                  <dd>
                    <code title={sessionTexts.addressHint} className="font-mono">
                      {session.addressHash}
                    </code>
                  </dd>
                </dl>
              </div>
              <Button
                variant="secondary"
                className="col-start-2 justify-self-start sm:col-start-3"
                disabled={busy}
                onClick={() => void end(session)}
                aria-label={sessionTexts.endLabel(session.device)}
              >
                <LogOut aria-hidden className="h-4 w-4" />
                {sessionTexts.end}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {sessions &&
        (others > 0 ? (
          <Button variant="secondary" disabled={busy} onClick={() => void endOthers()}>
            {sessionTexts.endOthers}
          </Button>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{sessionTexts.noOthers}</p>
        ))}
      {confirmDialog}
    </section>
  );
}
