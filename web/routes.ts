import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { sitePageSlugs } from "#common/site-pages.ts";

// SPEC.md §2's route table. Public pages render on the server; the staff areas in the browser.
export default [
  index("routes/index-redirect.tsx"),
  route("home", "routes/home.tsx"),
  // Issue 19: the search results page, shareable, never cached, not indexed.
  route("search", "routes/search.tsx"),
  route("article/:articleId", "routes/article.tsx"),
  // A comment's own page (issue 22): its reply and report forms, for readers without JavaScript.
  route("article/:articleId/comments/:commentId", "routes/article-comment.tsx"),
  // Staff only (decision 0050): an article, draft or not, as readers will see it.
  route("preview/:articleId", "routes/article-preview.tsx"),
  route("category/:category", "routes/category.tsx"),
  // Issue 21: an author's articles, and the publisher's pages at their own addresses (/za-nas, ...).
  route("author/:username", "routes/author.tsx"),
  ...sitePageSlugs.map((slug) => route(slug, "routes/site-page.tsx", { id: `site-page-${slug}` })),
  // The Viber share popup on a computer (SPEC.md §9), where viber:// alone does nothing without the app.
  route("share/viber/:articleId", "routes/share-viber.tsx"),

  route("login", "routes/login.tsx", { id: "login" }),
  route("journalist/login", "routes/login.tsx", { id: "journalist-login" }),
  route("register", "routes/register.tsx"),
  route("dashboard", "routes/dashboard-redirect.tsx"),
  route("admin/login", "routes/admin-login.tsx"),

  route("admin", "routes/admin-layout.tsx", [
    index("routes/admin-dashboard.tsx"),
    route("articles", "routes/admin-articles.tsx", [route(":articleId/comments", "routes/admin-article-comments.tsx")]),
    route("featured-articles", "routes/admin-featured.tsx"),
    route("categories", "routes/admin-categories.tsx"),
    // SPEC.md §2: the administrators' screen is the journalists' one, chosen by the path.
    route("journalists", "routes/admin-users.tsx", { id: "admin-journalists" }),
    route("admins", "routes/admin-users.tsx", { id: "admin-admins" }),
    route("audit-logs", "routes/admin-audit-logs.tsx"),
    // Comment moderation (issue 22): the queue, the blocked readers, pre-moderation.
    route("comments", "routes/admin-comments.tsx"),
    route("comments/blocks", "routes/admin-comment-blocks.tsx"),
    route("comments/settings", "routes/admin-comment-settings.tsx"),
    route("site-pages", "routes/admin-site-pages.tsx"),
    route("site-pages/:slug", "routes/admin-site-page.tsx"),
  ]),
  // The journalist area and /build-article share the journalist guard and frame.
  layout("routes/journalist-layout.tsx", [
    ...prefix("journalist", [
      index("routes/journalist-index.tsx"),
      route("dashboard", "routes/journalist-dashboard.tsx"),
      route("articles", "routes/journalist-articles.tsx"),
      // Issue 29: one's own name, biography and photo.
      route("profile", "routes/journalist-profile.tsx"),
      route("create", "routes/article-builder.tsx", { id: "journalist-create" }),
      route("edit/:articleId", "routes/article-builder.tsx", { id: "journalist-edit" }),
    ]),
    route("build-article", "routes/article-builder.tsx", { id: "build-article" }),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
