import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { adminPaths, journalistPaths, pagePaths } from "#common/page-paths.ts";
import { sitePagePath, sitePageSlugs } from "#common/site-pages.ts";

// SPEC.md §2's route table, at the addresses of common/page-paths.ts. Public pages render on the
// server; the staff areas in the browser.
export default [
  index("routes/index-redirect.tsx"),
  route(pagePaths.home, "routes/home.tsx"),
  // Issue 19: the search results page, shareable, never cached, not indexed.
  route(pagePaths.search, "routes/search.tsx"),
  route(pagePaths.article, "routes/article.tsx"),
  route(pagePaths.articleComment, "routes/article-comment.tsx"),
  route(pagePaths.preview, "routes/article-preview.tsx"),
  route(pagePaths.category, "routes/category.tsx"),
  // Issue 21: an author's articles, and the publisher's pages at their own addresses (/za-nas, ...).
  route(pagePaths.author, "routes/author.tsx"),
  // Issue 32: a tag's articles.
  route(pagePaths.tag, "routes/tag.tsx"),
  ...sitePageSlugs.map((slug) => route(sitePagePath(slug), "routes/site-page.tsx", { id: `site-page-${slug}` })),
  route(pagePaths.shareViber, "routes/share-viber.tsx"),

  route(pagePaths.login, "routes/login.tsx", { id: "login" }),
  route(pagePaths.journalistLogin, "routes/login.tsx", { id: "journalist-login" }),
  route(pagePaths.register, "routes/register.tsx"),
  route(pagePaths.twoStepSetup, "routes/two-step-setup.tsx"),
  route(pagePaths.dashboard, "routes/dashboard-redirect.tsx"),
  route(pagePaths.adminLogin, "routes/admin-login.tsx"),

  route(adminPaths.dashboard, "routes/admin-layout.tsx", [
    index("routes/admin-dashboard.tsx"),
    route(adminPaths.articles, "routes/admin-articles.tsx", [
      route(adminPaths.articleComments, "routes/admin-article-comments.tsx"),
    ]),
    // Issue 35: the editorial desk's queue of articles sent for review.
    route(adminPaths.reviews, "routes/admin-reviews.tsx"),
    route(adminPaths.featuredArticles, "routes/admin-featured.tsx"),
    route(adminPaths.categories, "routes/admin-categories.tsx"),
    // Issue 32: tags, renamed, merged and deleted by Admin and Owner.
    route(adminPaths.tags, "routes/admin-tags.tsx"),
    // Issue 33: old addresses that answer 301, added and deleted by Admin and Owner.
    route(adminPaths.redirects, "routes/admin-redirects.tsx"),
    // Issue 34: the pictures staff uploaded, for every staff member.
    route(adminPaths.media, "routes/admin-media.tsx"),
    route(adminPaths.account, "routes/admin-account.tsx"),
    // SPEC.md §2: the administrators' screen is the journalists' one, chosen by the path.
    route(adminPaths.journalists, "routes/admin-users.tsx", { id: "admin-journalists" }),
    route(adminPaths.admins, "routes/admin-users.tsx", { id: "admin-admins" }),
    route(adminPaths.auditLogs, "routes/admin-audit-logs.tsx"),
    // Comment moderation (issue 22): the queue, the blocked readers, pre-moderation.
    route(adminPaths.comments, "routes/admin-comments.tsx"),
    route(adminPaths.commentBlocks, "routes/admin-comment-blocks.tsx"),
    route(adminPaths.commentSettings, "routes/admin-comment-settings.tsx"),
    route(adminPaths.sitePages, "routes/admin-site-pages.tsx"),
    route(adminPaths.sitePage, "routes/admin-site-page.tsx"),
    route(adminPaths.wordpressImport, "routes/admin-wordpress-import.tsx"),
  ]),
  // The journalist area and /build-article share the journalist guard and frame.
  layout("routes/journalist-layout.tsx", [
    route(journalistPaths.home, "routes/journalist-index.tsx"),
    route(journalistPaths.dashboard, "routes/journalist-dashboard.tsx"),
    route(journalistPaths.articles, "routes/journalist-articles.tsx"),
    // Issue 37: an article's live coverage desk.
    route(journalistPaths.live, "routes/journalist-live.tsx"),
    // Issue 29: one's own name, biography and photo.
    route(journalistPaths.profile, "routes/journalist-profile.tsx"),
    // Issue 34: the media library.
    route(journalistPaths.media, "routes/journalist-media.tsx"),
    route(journalistPaths.create, "routes/article-builder.tsx", { id: "journalist-create" }),
    route(journalistPaths.edit, "routes/article-builder.tsx", { id: "journalist-edit" }),
    route(journalistPaths.buildArticle, "routes/article-builder.tsx", { id: "build-article" }),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
