import { useState } from "react";
import type { OwnArticle } from "#common/schemas/journalist.ts";

const withStatus = (article: OwnArticle, publish: boolean): OwnArticle => ({
  ...article,
  status: publish ? "published" : "draft",
  publishDate: article.publishDate ?? (publish ? new Date().toISOString() : null),
  scheduledAt: null,
});

/**
 * An article published or hidden from the list keeps its row, showing its new status, even where
 * the status filter no longer matches it (the route does not reload after these changes); the next
 * load of the list, for new filters, forgets these marks.
 */
export function useStatusInPlace(loaded: OwnArticle[]): [OwnArticle[], (id: number, publish: boolean) => void] {
  const [marks, setMarks] = useState<{ list: OwnArticle[]; published: ReadonlyMap<number, boolean> }>({
    list: loaded,
    published: new Map(),
  });
  const published = marks.list === loaded ? marks.published : new Map<number, boolean>();
  const articles =
    published.size === 0
      ? loaded
      : loaded.map((article) =>
          published.has(article.id) ? withStatus(article, published.get(article.id)!) : article,
        );
  const mark = (id: number, publish: boolean) =>
    setMarks({ list: loaded, published: new Map(published).set(id, publish) });
  return [articles, mark];
}
