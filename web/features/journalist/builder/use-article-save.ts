import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { formatJournalistDate } from "#common/dates.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import {
  articleSaveError,
  articleSizeError,
  draftSaveError,
  type ArticleInput,
} from "#common/schemas/article-input.ts";
import type { EditConflict, SavedArticle } from "#common/schemas/revisions.ts";
import { useToast } from "#web/components/ui/toast.tsx";
import { useAction } from "#web/lib/use-action.ts";
import type { SaveIntent } from "./builder-data.ts";
import { removeDraft, removeEditDraft } from "./draft-storage.ts";
import { conflictOf, type ServerState } from "./server-copy.ts";
import { saveBody, savedArticleId, type WorkingCopy } from "./working-copy.ts";
import { articlePath, journalistPaths } from "#common/page-paths.ts";

/**
 * What a save does with the article (issue 20): publish it now, keep its status (Запази промените),
 * schedule it, or return it to draft (cancelling a schedule).
 */
export type SaveRequest = {
  to: "publish" | "keep" | "schedule" | "draft";
  scheduledAt?: string;
  change?: ArticleInput["change"];
};

type Options = {
  copy: WorkingCopy;
  /** The article on the server as known now (read when the save is sent: after a conflict, the new version). */
  server: () => ServerState;
  /** Every error opens the builder's error modal (SPEC.md §8). */
  onError: (message: string) => void;
  /** Someone saved the article meanwhile (409): `retry` sends this save again once the person chose to keep theirs. */
  onConflict: (retry: () => void, conflict: EditConflict | null) => void;
  /** Just before leaving for the saved article: nothing is left unsaved. */
  onSaved: () => void;
  /** Before a save is sent: the autosave waits, and one on its way arrives first (useServerCopy). */
  holdAutosave: () => Promise<void>;
  /** The save did not go through: the autosave goes on. */
  releaseAutosave: () => void;
  /** The author's new slug for the address (issue 32), when changed; undefined: the address stays. */
  slug?: string;
  /** A refusal of the slug (taken, not one), shown at its field rather than in the error modal. */
  onSlugError: (message: string) => void;
  /** The co-authors' ids when the author may set them (decision 0121); undefined: the stored ones stay. */
  coAuthors?: number[];
};

/** The status a save leaves the article in. */
function targetOf(request: SaveRequest, server: ServerState): ServerState["status"] {
  if (request.to === "publish") return "published";
  if (request.to === "schedule") return "scheduled";
  if (request.to === "draft") return "draft";
  return server.status ?? "published";
}

/** The body of a save: SPEC.md's fields, and the version it started from, the schedule or the correction mark. */
function bodyOf(
  copy: WorkingCopy,
  request: SaveRequest,
  server: ServerState,
  slug: string | undefined,
  coAuthors: number[] | undefined,
): ArticleInput {
  const body: ArticleInput = { ...saveBody(copy, server.id === null ? "create" : "edit") };
  if (server.version !== null) body.version = server.version;
  if (request.to === "publish" && server.id !== null) body.isPublished = true;
  if (request.to === "draft") body.isPublished = false;
  if (request.to === "schedule") {
    delete body.isPublished;
    body.scheduledAt = request.scheduledAt;
  }
  // Saved as it is, the article keeps the status it has on the server, whoever set it (an admin's
  // hiding, a schedule): isPublished would move it (issue 29, point 1). Publishing is its own act.
  if (request.to === "keep") delete body.isPublished;
  if (request.change) body.change = request.change;
  if (slug !== undefined) body.slug = slug;
  if (coAuthors !== undefined) body.coAuthors = coAuthors;
  return body;
}

/**
 * Saving the article for good: checked first by the server's own rules (SPEC.md §5 for anything
 * readers will see; a draft's rule for a draft), then sent to the route's clientAction. A saved
 * article's draft goes, and the journalist goes to its page (SPEC.md §4), or to their list when
 * readers don't see it (a draft, or scheduled: issue 20).
 */
export function useArticleSave({
  copy,
  server,
  onError,
  onConflict,
  onSaved,
  holdAutosave,
  releaseAutosave,
  slug,
  onSlugError,
  coAuthors,
}: Options) {
  const navigate = useNavigate();
  const toast = useToast();
  const last = useRef<SaveRequest | null>(null);
  // Between the click and the request, while an autosave on its way arrives (holdAutosave).
  const [holding, setHolding] = useState(false);
  const sending = useRef(false);
  const action = useAction<SaveIntent, SavedArticle>({
    toasts: "none",
    onResult(result, intent) {
      if (!result.ok) {
        releaseAutosave();
        if (result.cause.code === "edit_conflict" && last.current) {
          const request = last.current;
          return onConflict(() => save(request), conflictOf(result.cause));
        }
        const slugRefusal = result.cause.fields?.slug;
        if (slugRefusal) return onSlugError(slugRefusal);
        return onError(result.error);
      }
      onSaved();
      const id = savedArticleId(result.data, intent.articleId ?? undefined);
      if (intent.articleId === null) removeDraft();
      if (id !== undefined) removeEditDraft(id);
      const saved = result.data;
      if (saved?.status === "scheduled" && saved.scheduledAt) {
        toast.success(newsroomTexts.scheduled(formatJournalistDate(saved.scheduledAt)));
        void navigate(journalistPaths.articles);
      } else if (saved?.status === "draft" || (saved?.status === undefined && copy.isPublished === false)) {
        toast.success(
          last.current?.to === "draft" && server().status === "scheduled"
            ? newsroomTexts.unscheduled
            : builderTexts.savedHidden,
        );
        void navigate(journalistPaths.articles);
      } else {
        void navigate(id === undefined ? journalistPaths.articles : articlePath({ id, slug: saved?.slug ?? null }));
      }
    },
  });

  /** What stops this save, by the rules of where it leaves the article; asked before any confirmation (issue 29). */
  function problem(request: SaveRequest): string | null {
    const rules = targetOf(request, server()) === "draft" ? draftSaveError : articleSaveError;
    return rules(copy) ?? articleSizeError(copy);
  }

  function save(request: SaveRequest) {
    if (sending.current || action.pending !== null) return;
    const invalid = problem(request);
    if (invalid) return onError(invalid);
    sending.current = true;
    setHolding(true);
    void holdAutosave().then(() => {
      sending.current = false;
      setHolding(false);
      const known = server();
      last.current = request;
      void action.submit({ intent: "save", articleId: known.id, body: bodyOf(copy, request, known, slug, coAuthors) });
    });
  }
  return { save, problem, saving: holding || action.pending !== null };
}
