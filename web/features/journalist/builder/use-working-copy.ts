import { useCallback, useEffect, useRef, useState, type Dispatch } from "react";
import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { useToast } from "#web/components/ui/toast.tsx";
import { useDebouncedEffect } from "#web/lib/use-debounced.ts";
import { builderReducer, type BuilderAction } from "./builder-state.ts";
import { readEditDraft, readNewArticleDraft, removeDraft, removeEditDraft, writeDraft } from "./draft-storage.ts";
import { emptyWorkingCopy, type WorkingCopy } from "./working-copy.ts";

function hasContent(copy: WorkingCopy) {
  return (
    copy.title.trim() !== "" ||
    copy.description.trim() !== "" ||
    copy.thumbnail !== "" ||
    copy.categories.length > 0 ||
    copy.sections.length > 0
  );
}

/**
 * The builder's working copy (SPEC.md §4): a new article starts from its draft in local storage
 * when there is one, an edit from the article as loaded. Every change by the person marks it dirty
 * and is stored as the draft 1000 ms after the last one (the auto-save); leaving edit mode removes
 * its draft. `stopAutosave` once the article is saved; `clear` empties it (and its draft).
 */
export function useWorkingCopy(
  articleId: number | undefined,
  loaded: WorkingCopy | null,
  versionOf: () => number | null,
) {
  const toast = useToast();
  const [restored] = useState(() => (articleId === undefined ? readNewArticleDraft() : null));
  // An opened article's copy left on this device by a reload, a closed tab or a crash (issue 29), read before it is written over.
  const [deviceCopy] = useState(() => (articleId === undefined ? null : readEditDraft(articleId)));
  const [copy, setCopy] = useState(() => restored ?? loaded ?? emptyWorkingCopy());
  // The copy with every change applied, also the ones React has not rendered yet: a tab closed
  // right after a keystroke on a busy machine must still save that keystroke.
  const latest = useRef(copy);
  const replace = useCallback((action: BuilderAction) => {
    latest.current = builderReducer(latest.current, action);
    setCopy(latest.current);
  }, []);
  // Changed by the person since it was opened or cleared: drives the auto-save and the leave warning.
  // Also kept outside React's state, for the same reason as `latest`: a page closed right after a
  // paste goes before React renders the change.
  const [dirty, setDirtyState] = useState(false);
  const dirtyNow = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyNow.current = value;
    setDirtyState(value);
  }, []);
  const [draftSaved, setDraftSaved] = useState(false);
  const stopped = useRef(false);
  // Whose draft the local copy is: the article being edited, or a new one (null) until the server
  // has its draft (issue 20), after which a reload of /journalist/create won't restore it again.
  const owner = useRef<number | null>(articleId ?? null);

  const dispatch: Dispatch<BuilderAction> = useCallback(
    (action) => {
      setDirty(true);
      setDraftSaved(false);
      replace(action);
    },
    [replace, setDirty],
  );

  useEffect(() => {
    if (restored && hasContent(restored)) toast.success(builderTexts.draftRestored);
  }, [restored, toast]);
  // SPEC.md §4: leaving edit mode removes its draft (and a new article's, once on the server).
  useEffect(() => () => void (owner.current !== null && removeEditDraft(owner.current)), [articleId]);

  const store = useCallback(
    (value: WorkingCopy) => {
      if (!dirtyNow.current || stopped.current) return;
      try {
        writeDraft(value, owner.current, { baseVersion: versionOf() });
        setDraftSaved(true);
      } catch {
        // Storage full or disabled: the article is still on screen and can be saved.
      }
    },
    [versionOf],
  );
  useDebouncedEffect(copy, limits.draftDebounceMs, store);
  // The page is being hidden or closed: the last second of typing is stored now, not after the debounce.
  const flush = useCallback(() => store(latest.current), [store]);
  const latestCopy = useCallback(() => latest.current, []);

  /** Empties the working copy and stores that as the draft; throws when storage refuses. */
  const clear = useCallback(() => {
    const empty = emptyWorkingCopy();
    writeDraft(empty, null);
    replace({ type: "replace", copy: empty });
    setDirty(false);
  }, [replace, setDirty]);
  const stopAutosave = useCallback(() => {
    stopped.current = true;
  }, []);
  /** Puts a version from the server in the editor (a restored revision, the saved one in a conflict): nothing unsaved. */
  const load = useCallback(
    (next: WorkingCopy) => {
      replace({ type: "replace", copy: next });
      setDirty(false);
    },
    [replace, setDirty],
  );
  /** A new article's draft is on the server now (or gone again, null): the local copy becomes that article's. */
  const adopt = useCallback((id: number | null) => {
    if (owner.current === null && id !== null) removeDraft();
    owner.current = id;
  }, []);

  /** "Излез без запазване" (issue 29, point 3): nothing more is stored, and this article's copy on the device goes. */
  const discard = useCallback(() => {
    stopped.current = true;
    if (owner.current !== null) removeEditDraft(owner.current);
  }, []);

  return {
    copy,
    /** The copy with every change applied, rendered or not yet (for what is sent as the page goes). */
    latestCopy,
    dispatch,
    dirty,
    draftSaved,
    clear,
    stopAutosave,
    load,
    adopt,
    deviceCopy,
    flush,
    discard,
  };
}
