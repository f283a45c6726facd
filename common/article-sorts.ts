/**
 * The orders of the public lists: the home page's tabs НОВИ, НАЙ-ПРЕГЛЕЖДАНИ, НАЙ-КОМЕНТИРАНИ.
 * Kept apart from the zod schemas so that the reader's pages can use them without loading zod.
 */
export const articleSorts = ["date", "views", "comments"] as const;
export type ArticleSort = (typeof articleSorts)[number];
