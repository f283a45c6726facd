import { useNavigate } from "react-router";
import { builderTexts } from "#common/messages.ts";
import { articleSaveError, articleSizeError } from "#common/schemas/article-input.ts";
import { useToast } from "#web/components/ui/toast.tsx";
import { useAction } from "#web/lib/use-action.ts";
import type { SaveIntent } from "./builder-data.ts";
import { removeDraft, removeEditDraft } from "./draft-storage.ts";
import { saveBody, savedArticleId, type WorkingCopy } from "./working-copy.ts";

type Options = {
  articleId: number | undefined;
  copy: WorkingCopy;
  /** Every error opens the builder's error modal (SPEC.md §8). */
  onError: (message: string) => void;
  /** Just before leaving for the saved article: nothing is left unsaved. */
  onSaved: () => void;
};

/**
 * Saving the article: checked first by the server's own rules (`articleSaveError`, SPEC.md §5), then
 * sent to the route's clientAction. A saved article's draft goes, and the journalist goes to its
 * page (SPEC.md §4), or to their list when it is hidden (it has no public page).
 */
export function useArticleSave({ articleId, copy, onError, onSaved }: Options) {
  const navigate = useNavigate();
  const toast = useToast();
  const mode = articleId === undefined ? "create" : "edit";
  const action = useAction<SaveIntent, unknown>({
    toasts: "none",
    onResult(result) {
      if (!result.ok) return onError(result.error);
      onSaved();
      if (articleId === undefined) removeDraft();
      else removeEditDraft(articleId);
      if (mode === "edit" && copy.isPublished === false) {
        toast.success(builderTexts.savedHidden);
        navigate("/journalist/articles");
      } else {
        navigate(`/article/${savedArticleId(result.data, articleId)}`);
      }
    },
  });

  function save() {
    const invalid = articleSaveError(copy) ?? articleSizeError(copy);
    if (invalid) return onError(invalid);
    void action.submit({ intent: "save", articleId: articleId ?? null, body: saveBody(copy, mode) });
  }
  return { save, saving: action.pending !== null };
}
