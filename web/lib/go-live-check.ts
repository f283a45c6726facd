import { articleSaveError } from "#common/schemas/article-input.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";
import { api } from "./api.ts";

/**
 * The first rule of SPEC.md §5 a stored article breaks before it may go public (now or at a
 * scheduled moment), asked before the person is asked to confirm, so that "Сигурни ли сте?" is
 * never followed by "you can't" (issue 29, point 9). Null when it keeps them, or when it cannot be
 * read: the server judges then, as always.
 */
export async function goLiveProblem(articleId: number): Promise<string | null> {
  try {
    const article = await api<ArticleDetail>(`/articles/${articleId}?editing=true`);
    return articleSaveError({
      ...article,
      sections: article.sections.map((s) => ({ ...s, caption: s.caption ?? null })),
    });
  } catch {
    return null;
  }
}
