import { useCallback, useEffect, useRef, useState } from "react";
import { limits } from "#common/limits.ts";
import { draftSaveError } from "#common/schemas/article-input.ts";
import type { AutosaveResult, EditConflict, SavedArticle } from "#common/schemas/revisions.ts";
import { api, ApiError } from "#web/lib/api.ts";
import { conflictOf, contentBody, type ServerState } from "./server-copy.ts";
import { saveBody, type WorkingCopy } from "./working-copy.ts";

/** What the builder says about the server copy beside its actions. */
export type ServerSaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string; pending: boolean }
  | { kind: "failed" }
  | { kind: "needsTitle" };

type Options = {
  initial: ServerState;
  copy: WorkingCopy;
  /** The copy with every change applied, rendered or not yet: what a save sends. */
  latestCopy: () => WorkingCopy;
  /** Changed by the person since it was opened. */
  dirty: boolean;
  /** The article was saved by someone else meanwhile: the autosave stops until the person chooses. */
  onConflict: (conflict: EditConflict | null) => void;
  /** A new article got its draft on the server (its first save). */
  onCreated: (id: number) => void;
  /** Whether a first save may create the article: not in edit mode whose article could not be loaded. */
  mayCreate: boolean;
};

/**
 * The builder's copy on the server (issue 20, decision 0064): every 30 s while the text changes it
 * is saved there (a new article's first save creates its draft; a draft is saved itself; a
 * published or scheduled article's changes are kept aside), and `saveDraft` does the same at once
 * for "Запази като чернова". Each save names the version it started from; a refusal because
 * someone saved meanwhile (409) pauses the autosave and asks the person (onConflict).
 */
export function useServerCopy({ initial, copy, latestCopy, dirty, onConflict, onCreated, mayCreate }: Options) {
  const [server, setServerState] = useState<ServerState>(initial);
  const [saveState, setSaveState] = useState<ServerSaveState>({ kind: "idle" });
  // Changes the server has not had yet (what leaving without saving would lose).
  const [unsaved, setUnsaved] = useState(false);
  const serverRef = useRef(server);
  const changed = useRef(false);
  const paused = useRef(false);
  const stopped = useRef(false);
  const busy = useRef(false);
  // A save for good is on its way (publish, schedule, save): no autosave may go beside it.
  const held = useRef(false);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const callbacks = useRef({ onConflict, onCreated, latestCopy, rendered: copy });
  useEffect(() => {
    callbacks.current = { onConflict, onCreated, latestCopy, rendered: copy };
  });

  const setServer = useCallback((next: ServerState) => {
    serverRef.current = next;
    setServerState(next);
  }, []);

  const markChanged = useCallback((value: boolean) => {
    changed.current = value;
    setUnsaved(value);
  }, []);

  const save = useCallback(
    async (
      how: "autosave" | "draft",
      keepalive = false,
    ): Promise<{ ok: true; pending: boolean } | { ok: false; error?: ApiError; invalid?: string }> => {
      // "Запази като чернова" pressed while an autosave is on its way goes once that one is back.
      if (how === "draft" && inFlight.current) await inFlight.current;
      if (busy.current || stopped.current || (how === "autosave" && (paused.current || held.current)))
        return { ok: false };
      if (serverRef.current.id === null && !mayCreate) return { ok: false };
      const current = callbacks.current.latestCopy();
      const invalid = draftSaveError(current);
      if (invalid) {
        if (how === "autosave") setSaveState({ kind: "needsTitle" });
        return { ok: false, invalid };
      }
      const known = serverRef.current;
      if (keepalive) {
        // A page being closed sends at most 64 KiB (browsers refuse more): a larger text stays in
        // the device's copy, which reopening the article offers back.
        if (known.id === null) return { ok: false };
        const size = new TextEncoder().encode(
          JSON.stringify({ ...contentBody(current), version: known.version }),
        ).length;
        if (size > limits.keepaliveBodyMax) return { ok: false };
      }
      busy.current = true;
      markChanged(false);
      setSaveState({ kind: "saving" });
      let done = () => {};
      inFlight.current = new Promise<void>((resolve) => (done = resolve));
      try {
        let pending = false;
        let at: string;
        if (known.id === null) {
          const saved = await api<SavedArticle>("/journalist/articles", {
            method: "POST",
            body: { ...saveBody(current, "create"), isPublished: false },
          });
          setServer({
            id: saved.articleId,
            version: saved.version,
            status: saved.status,
            scheduledAt: saved.scheduledAt,
          });
          callbacks.current.onCreated(saved.articleId);
          at = saved.savedAt;
        } else if (how === "draft" && known.status === "draft") {
          const saved = await api<SavedArticle>(`/journalist/articles/${known.id}`, {
            method: "PUT",
            body: { ...saveBody(current, "edit"), isPublished: false, version: known.version },
          });
          setServer({ ...known, version: saved.version });
          at = saved.savedAt;
        } else {
          const result = await api<AutosaveResult>(`/journalist/articles/${known.id}/autosave`, {
            method: "PUT",
            body: { ...contentBody(current), version: known.version },
            keepalive,
          });
          pending = result.target === "pending";
          if (!pending) setServer({ ...known, version: result.version });
          else if (result.version !== known.version) {
            paused.current = true;
            callbacks.current.onConflict(result.conflict ?? null);
          }
          at = result.savedAt;
        }
        setSaveState({ kind: "saved", at, pending });
        return { ok: true, pending };
      } catch (error) {
        markChanged(true);
        if (error instanceof ApiError && error.code === "edit_conflict") {
          paused.current = true;
          setSaveState({ kind: "idle" });
          callbacks.current.onConflict(conflictOf(error));
        } else setSaveState({ kind: "failed" });
        return { ok: false, error: error instanceof ApiError ? error : undefined };
      } finally {
        busy.current = false;
        inFlight.current = null;
        done();
      }
    },
    [setServer, mayCreate, markChanged],
  );

  const arm = useCallback(() => {
    const start = () => {
      if (timer.current !== undefined || paused.current || stopped.current || held.current) return;
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        // Changes made while it saved start the next 30 s.
        void save("autosave").then(() => changed.current && start());
      }, limits.autosaveIntervalMs);
    };
    start();
  }, [save]);

  // Every change starts the 30 s; changes within them ride along with the one save.
  useEffect(() => {
    if (!dirty) return;
    markChanged(true);
    arm();
  }, [copy, dirty, arm, markChanged]);

  // Leaving the builder with changes the server has not had yet: one last autosave.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (changed.current && serverRef.current.id !== null && !paused.current && !stopped.current)
        void save("autosave");
    },
    [save],
  );

  return {
    server,
    /** The text has changes the server has not had yet. */
    unsaved,
    /**
     * The page is being hidden or closed (issue 29, point 2): the changes go to the server at once,
     * in a request that outlives the page (fetch keepalive), unless they are over its size.
     */
    saveOnHide: useCallback(() => {
      // A change React has not rendered yet counts too (the copy it rendered is not the latest).
      const unrendered = callbacks.current.latestCopy() !== callbacks.current.rendered;
      if (!(changed.current || unrendered) || paused.current || stopped.current || serverRef.current.id === null)
        return;
      window.clearTimeout(timer.current);
      timer.current = undefined;
      void save("autosave", true);
    }, [save]),
    /** "Излез без запазване" (issue 29, point 3): nothing more goes to the server, not even on leaving. */
    discard: useCallback(() => {
      stopped.current = true;
      window.clearTimeout(timer.current);
      markChanged(false);
    }, [markChanged]),
    /** The state as of the last save, also between renders (for a save sent right after a conflict). */
    current: useCallback(() => serverRef.current, []),
    saveState,
    saveDraft: () => save("draft"),
    /** After the person chose in a conflict: saves go on from the version now known. */
    resume: (next: ServerState) => {
      setServer(next);
      paused.current = false;
      if (changed.current) arm();
    },
    /**
     * A save for good is about to be sent: the autosave waits, and one already on its way is let
     * arrive first, so that the save names the article (a new one's first autosave creates it) and
     * the version that autosave left. Without this, an autosave creating the article beside a
     * publish made it twice.
     */
    hold: useCallback(async () => {
      held.current = true;
      window.clearTimeout(timer.current);
      timer.current = undefined;
      await inFlight.current;
    }, []),
    /** The save for good did not go through: the autosave goes on. */
    release: useCallback(() => {
      held.current = false;
      if (changed.current) arm();
    }, [arm]),
    /** The editor now shows the server's text (the saved version taken in a conflict): nothing left to save. */
    settled: () => markChanged(false),
    /** Once the article is saved for good (the builder leaves): nothing more to autosave. */
    stop: () => {
      stopped.current = true;
      window.clearTimeout(timer.current);
    },
  };
}
