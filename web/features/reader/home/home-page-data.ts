import type { ArticleListItem, Pagination } from "#common/schemas/articles.ts";
import type { HomeTab } from "./home-url.ts";

/** What the home and category pages render, loaded on the server (home-data.server.ts). */
export type HomePageData = {
  tab: HomeTab;
  /** The category of /category/{name}, spelled as stored; null on /home. */
  category: string | null;
  categories: { id: number; name: string }[];
  /** The current page of the tab's list (the first article of page 1 is the hero). */
  articles: ArticleListItem[];
  pagination: Pagination;
  /** НАБИРАЩИ ПОПУЛЯРНОСТ, up to 3. */
  popular: ArticleListItem[];
  /** The secondary row, up to 4. */
  secondary: ArticleListItem[];
  /** The link preview's picture (the list's first), with its size and description where known (issue 29). */
  shareImage: { url: string; width?: number; height?: number; alt?: string | null } | null;
};
