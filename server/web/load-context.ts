import type { ArticleListItem, CommentCreatedResponse } from "#common/schemas/articles.ts";
import type { CommentPost } from "#common/schemas/comments.ts";
import type { Clock } from "#server/clock.ts";
import type { Database } from "#server/db/client.ts";
import type { CspNonce } from "#common/csp-nonce.ts";
import type { SitePageSlug } from "#common/site-pages.ts";

/** What the server hands every route loader (DESIGN.md §1: loaders call services directly). */
export type WebLoadContext = {
  db: Database;
  /** The app's clock (server/clock.ts): the one place loaders read the time, so tests can fix it. */
  now: Clock;
  site: { name: string; publicUrl: string };
  /**
   * The Content-Security-Policy nonces: for the scripts React Router inlines (none on pages rendered
   * for the cache, whose scripts are allowed by hash), and for the <style> elements UI libraries
   * insert in the browser (web/lib/nonce.tsx).
   */
  cspNonce: CspNonce;
  /**
   * The related articles at the end of an article's page (issue 32, point 3: shared tags first,
   * then its main category), as server/modules/tags/related-articles.ts reads them; the page lists
   * its tags' and its main category's articles, so a change of an article in one of them drops it.
   */
  relatedArticles: (article: {
    id: number;
    category: string;
    tagSlugs: readonly string[];
  }) => Promise<ArticleListItem[]>;
  /** The publisher's pages readers see (not one of nothing but unfilled gaps): the footer's links. */
  shownSitePages: () => Promise<SitePageSlug[]>;
  /** An uploaded picture's width and height by its address, for link previews (null when unknown). */
  imageSize: (url: string) => Promise<{ width: number; height: number } | null>;
  /**
   * Only on the article page's comment form posted without JavaScript (`POST /article/{id}`): posts
   * the comment for this reader and address, under the API's rules and limits.
   */
  postComment?: (articleId: number, input: CommentPost) => Promise<CommentPostOutcome>;
  /** On a reader's own requests that are never cached (the forms' posts, a comment's page): their reader cookie. */
  readerId?: string;
  /**
   * Only on a comment's page posted without JavaScript (`POST /article/{id}/comments/{commentId}`):
   * reports the comment for this reader and address, under the API's rules and limits.
   */
  reportComment?: (commentId: number, input: { reason: string; details: string }) => Promise<FormRefusal | null>;
};

/** A form's post refused as the API would refuse it: its status, text, failing fields and headers (Retry-After). */
export type FormRefusal = {
  status: number;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
};

/**
 * A comment posted, or refused as the API would refuse it (its status, text and failing fields);
 * a repeat of one posted a moment ago names that one (`repeatOf`).
 */
export type CommentPostOutcome = { posted: CommentCreatedResponse } | { refused: FormRefusal; repeatOf?: number };

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}
