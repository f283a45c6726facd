import type { ComponentProps } from "react";
import { BackButton } from "#web/components/back-button.tsx";
import { ThemeToggle } from "#web/components/ui/theme-toggle.tsx";
import { ActionBar } from "#web/features/reader/article/action-bar.tsx";
import { CommentReply } from "#web/features/reader/article/comment-reply.tsx";
import { Comments } from "#web/features/reader/article/comments.tsx";
import { CopyLink } from "#web/features/reader/article/copy-link.tsx";
import { heldCommentIds } from "#web/features/reader/article/held-comments.ts";
import { Notice } from "#web/features/reader/article/notice.tsx";
import { CountedViews } from "#web/features/reader/article/view-count.tsx";
import { CategoryDrawer } from "#web/features/reader/home/category-drawer.tsx";
import { SearchBox } from "#web/features/reader/home/search/search-box.tsx";
import { SearchOverlay } from "#web/features/reader/home/search/search-overlay.tsx";
import { SearchForm } from "#web/features/reader/search/search-form.tsx";
import { PushInvitation } from "#web/features/reader/push-invitation.tsx";

/**
 * Every island of the reader's pages by name (decision 0088): what the server renders inside an
 * <Island> and the browser hydrates. Their components (and all they import) never use React
 * Router, which the reader's pages do not load (the build refuses it: scripts/vite/islands.ts).
 */
export const islands = {
  "theme-toggle": ThemeToggle,
  "category-drawer": CategoryDrawer,
  "search-box": SearchBox,
  "search-overlay": SearchOverlay,
  "search-form": SearchForm,
  "view-count": CountedViews,
  "action-bar": ActionBar,
  comments: Comments,
  notice: Notice,
  "comment-reply": CommentReply,
  "copy-link": CopyLink,
  "back-button": BackButton,
  "push-invitation": PushInvitation,
};

export type IslandName = keyof typeof islands;

/**
 * The islands whose code only some pages need, by name: loaded by those pages when they hydrate
 * them, so that every other reader page stays within its weight. The server renders them with
 * the component itself (`<Island component={…}>`).
 */
export const lazyIslands = {
  /** An open live coverage's block, which asks for its updates (decision 0141). */
  "live-coverage": () =>
    import("#web/features/reader/article/live-coverage.tsx").then((module) => module.LiveCoverageBlock),
};

export type LazyIslandName = keyof typeof lazyIslands;

/** Islands that some readers need at once, whatever their `when`: the comments, where this browser has one waiting for review. */
export const hydrateAtOnceIf: { [N in IslandName]?: (props: ComponentProps<(typeof islands)[N]>) => boolean } = {
  comments: ({ articleId }) => heldCommentIds(articleId).length > 0,
};
