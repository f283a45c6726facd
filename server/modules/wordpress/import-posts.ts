import { limits, wordpressImportLimits } from "#common/limits.ts";
import { importReportTexts as texts } from "#common/messages/wordpress-report.ts";
import { cleanArticleTags, cleanTagName } from "#common/tags.ts";
import { htmlToText } from "#common/text.ts";
import type { Database } from "#server/db/client.ts";
import type { CleanArticle } from "#server/modules/articles/authoring.ts";
import { insertImportedArticles, type ImportedArticle } from "#server/modules/articles/imported-articles.ts";
import { importComments, noComments, publishedCommentCount, type CommentsImported } from "./import-comments.ts";
import { importedKeys, markAllImported } from "./import-keys.ts";
import { importPicture, type PictureOptions } from "./import-pictures.ts";
import { addOldAddresses } from "./import-redirects.ts";
import type { AuthorsByLogin } from "./import-people.ts";
import { addLine, type ImportReport } from "./import-report.ts";
import type { categoryPlan } from "./import-terms.ts";
import { wordpressContentToSections, type ImportedSection } from "./wp-content.ts";
import type { WxrItem } from "./wxr-types.ts";

/** An attachment of the export: its file's address, and what WordPress said of the picture. */
export type Attachment = { url: string; alt: string | null; caption: string | null };

export type PostContext = {
  db: Database;
  site: string;
  siteUrl: string;
  now: () => Date;
  report: ImportReport;
  authors: AuthorsByLogin;
  categories: ReturnType<typeof categoryPlan>;
  attachments: Map<number, Attachment>;
  pictures: PictureOptions;
  knownPosts: Map<string, number | null>;
};

type Target = { status: ImportedArticle["status"]; publishDate: Date | null };

/** Where a WordPress status puts the post here, or the report's line when it stays out. */
function targetOf(item: WxrItem, now: Date, report: ImportReport): Target | null {
  const date = item.postDateGmt ?? localDate(item.postDate);
  switch (item.status) {
    case "publish":
      return { status: "published", publishDate: date ?? now };
    case "future":
      if (date && date > now) return { status: "scheduled", publishDate: date };
      addLine(report, texts.missedSchedule(item.id, item.title));
      return { status: "published", publishDate: date ?? now };
    case "draft":
    case "pending":
      return { status: "draft", publishDate: null };
    case "auto-draft":
      addLine(report, texts.postAutoDraft(item.id));
      return null;
    case "private":
      addLine(report, texts.postPrivate(item.id, item.title));
      return null;
    case "trash":
      addLine(report, texts.postTrash(item.id, item.title));
      return null;
    default:
      addLine(report, texts.postOtherStatus(item.id, item.title, item.status));
      return null;
  }
}

/** WordPress's local "2019-05-04 10:20:30" read as UTC: for drafts, whose GMT date is zeros. */
function localDate(text: string): Date | null {
  const at = new Date(`${text.replace(" ", "T")}Z`);
  return /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text) && !Number.isNaN(at.getTime()) && at.getUTCFullYear() > 1970
    ? at
    : null;
}

/** Runs `work` over `items`, `atOnce` at a time, answers in order. */
async function inBatches<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += atOnce)
    results.push(...(await Promise.all(items.slice(i, i + atOnce).map(work))));
  return results;
}

const cut = (text: string | null | undefined, max: number) => {
  const t = text?.trim();
  return t ? (t.length > max ? `${t.slice(0, max - 1)}…` : t) : null;
};

/** The post's title as plain text within the limit, and the report's line when it was not. */
function titleOf(item: WxrItem, report: ImportReport): string {
  const title = (item.title.includes("<") || item.title.includes("&") ? htmlToText(item.title) : item.title).trim();
  if (!title) {
    addLine(report, texts.untitledPost(item.id));
    return texts.untitled;
  }
  if (title.length <= limits.articleTitleMax) return title;
  addLine(report, texts.titleCut(item.id, title));
  return cut(title, limits.articleTitleMax)!;
}

/** The post's pictures stored here; a picture that can't be had is left out and reported. */
async function withPictures(context: PostContext, item: WxrItem, title: string, sections: ImportedSection[]) {
  const thumbnailOf = context.attachments.get(Number(item.meta._thumbnail_id));
  const sources = [thumbnailOf?.url, ...sections.map((s) => (s.type === "image" ? s.source : undefined))];
  const unique = [...new Set(sources.filter((s): s is string => !!s))];
  const stored = new Map(
    await inBatches(unique, wordpressImportLimits.pictureFetchesAtOnce, async (source) => {
      const result = await importPicture(context.pictures, source);
      if ("missing" in result) {
        context.report.missingPictures++;
        addLine(context.report, texts.pictureMissing(item.id, item.title, source, result.missing));
      } else if (result.fresh) context.report.imported.pictures++;
      return [source, "url" in result ? result.url : null] as const;
    }),
  );
  const thumbnail = thumbnailOf ? (stored.get(thumbnailOf.url) ?? null) : null;
  const articleSections = sections.flatMap((s): CleanArticle["sections"] => {
    if (s.type !== "image") return [{ type: s.type, content: s.content, caption: null, alt: null, credit: null }];
    const url = stored.get(s.source);
    if (!url) return [];
    const alt = cut(s.alt, limits.imageAltMax) ?? cut(s.caption, limits.imageAltMax) ?? cut(title, limits.imageAltMax);
    return [
      {
        type: "image" as const,
        content: url,
        caption: cut(s.caption, limits.captionMax),
        alt,
        credit: cut(s.credit, limits.imageCreditMax),
      },
    ];
  });
  return {
    thumbnail,
    thumbnailAlt: thumbnail ? (cut(thumbnailOf!.alt, limits.imageAltMax) ?? cut(title, limits.imageAltMax)) : null,
    sections: articleSections,
  };
}

/** The post's tags, each kept when it is one (reported when not), the first `articleMaxTags`. */
function tagsOf(item: WxrItem, names: readonly string[], report: ImportReport) {
  const valid = names.filter((name) => {
    const cleaned = cleanTagName(name);
    if (!cleaned.ok) addLine(report, texts.badTag(name, cleaned.error));
    return cleaned.ok;
  });
  const unique = cleanArticleTags(valid.slice(0, limits.articleMaxTags));
  const all = cleanArticleTags(valid);
  if (!all.ok) addLine(report, texts.tooManyTags(item.id, item.title, limits.articleMaxTags));
  return unique.ok ? unique.tags : [];
}

/** A post read and its pictures stored, ready to be written: what `storePost` writes. */
export type PreparedPost =
  | { kind: "comments"; item: WxrItem; articleId: number; knownComments: Map<string, number | null> }
  | { kind: "skipped"; item: WxrItem }
  | {
      kind: "article";
      item: WxrItem;
      article: Omit<ImportedArticle, "categoryIds">;
    };

/**
 * Reads a post (issue 33): where its status puts it, its text as sections, its pictures (stored
 * now, outside the batch's transaction), its people and terms; null for one imported before with
 * nothing new. Writes nothing but pictures and people.
 */
export async function preparePost(context: PostContext, item: WxrItem): Promise<PreparedPost | null> {
  const { report } = context;
  const knownId = context.knownPosts.get(String(item.id));
  if (knownId !== undefined) {
    report.alreadyImported.articles++;
    if (knownId === null || item.comments.length === 0) return null;
    // Only a post imported before can have comments imported before: looked up for it alone.
    const knownComments = await importedKeys(
      context.db,
      context.site,
      "comment",
      item.comments.map((c) => `${c.id}`),
    );
    const fresh = item.comments.some((c) => !knownComments.has(`${c.id}`));
    return fresh ? { kind: "comments", item, articleId: knownId, knownComments } : null;
  }
  const target = targetOf(item, context.now(), report);
  if (target === null) return { kind: "skipped", item };
  const title = titleOf(item, report);
  const converted = wordpressContentToSections(item.content, {
    siteUrl: context.siteUrl,
    attachment: (id) => context.attachments.get(id) ?? null,
  });
  for (const note of converted.dropped) addLine(report, texts.contentNote(item.id, title, note));
  if (converted.overLimit) addLine(report, texts.contentNote(item.id, title, converted.overLimit));
  const pictures = await withPictures(context, item, title, converted.sections);
  const terms = context.categories.termsOf(item.terms);
  if (terms.categoriesCut) addLine(report, texts.tooManyCategories(item.id, title, limits.articleMaxCategories));
  const readable = pictures.sections.some((s) => s.type === "image" || htmlToText(s.content) !== "");
  if (!readable && target.status !== "draft") addLine(report, texts.emptyPublished(item.id, title));
  const state: Target = readable ? target : { status: "draft", publishDate: null };
  const coAuthorLogins = item.terms
    .filter((t) => t.domain === "author")
    .map((t) => t.slug.replace(/^cap-/, ""))
    .filter((login) => login !== item.creator);
  const authorId = await context.authors.idOf(item.creator || "wordpress");
  const coAuthorIds: number[] = [];
  for (const login of coAuthorLogins) {
    const id = await context.authors.idOf(login);
    if (id !== authorId && !coAuthorIds.includes(id)) coAuthorIds.push(id);
  }
  return {
    kind: "article",
    item,
    article: {
      authorId,
      coAuthorIds,
      title,
      description: cut(htmlToText(item.excerpt), limits.articleDescriptionMax) ?? "",
      ...pictures,
      thumbnailCredit: null,
      categoryNames: terms.categoryNames,
      tags: tagsOf(item, terms.tagNames, report),
      status: state.status,
      publishDate: state.publishDate,
      createdAt: state.publishDate ?? item.postDateGmt ?? localDate(item.postDate) ?? context.now(),
      modifiedAt: null,
      slug: item.slug || null,
      commentsCount: publishedCommentCount(item.comments),
    },
  };
}

/** What writing a post did: applied to the report and the run's keys once its transaction commits. */
export type StoredPost = { articleId: number | null; comments: CommentsImported };
export type StoredPosts = { posts: StoredPost[]; redirects: number };

/** Counts committed posts in the report, and remembers their keys for the rest of the run. */
export function countStoredPosts(context: PostContext, posts: readonly PreparedPost[], stored: StoredPosts): void {
  const { report } = context;
  report.imported.redirects += stored.redirects;
  for (const [i, post] of posts.entries()) {
    const { articleId, comments } = stored.posts[i]!;
    if (post.kind === "article") report.imported.articles++;
    else if (post.kind === "comments") report.alreadyImported.comments += comments.already;
    context.knownPosts.set(String(post.item.id), articleId);
    report.imported.comments += comments.added;
    report.commentsLeftOut.spam += comments.spam;
    report.commentsLeftOut.trash += comments.trash;
    report.commentsLeftOut.pings += comments.pings;
  }
}

/**
 * Writes prepared posts in the caller's transaction, a few statements for all of them: the
 * articles, their comments, their old addresses and their keys (a post imported before: only its
 * new comments). Changes nothing of the run's own state, so a batch that fails can be written
 * again post by post.
 */
export async function storePosts(
  tx: Database,
  context: PostContext,
  posts: readonly PreparedPost[],
  categoryIdOf: ReadonlyMap<string, number>,
): Promise<StoredPosts> {
  const { site } = context;
  const articlePosts = posts.flatMap((post) => (post.kind === "article" ? [post] : []));
  const ids = await insertImportedArticles(
    tx,
    articlePosts.map(({ article }) => ({
      ...article,
      categoryIds: article.categoryNames.flatMap((name) => categoryIdOf.get(name.toLowerCase()) ?? []),
    })),
  );
  const articleIdOf = new Map(articlePosts.map((post, k) => [post, ids[k]!]));
  const idOf = (post: PreparedPost) =>
    post.kind === "article" ? articleIdOf.get(post)! : post.kind === "comments" ? post.articleId : null;

  const redirects = await addOldAddresses(
    tx,
    articlePosts.flatMap((post) => [
      { address: post.item.link, articleId: articleIdOf.get(post)! },
      { address: `/?p=${post.item.id}`, articleId: articleIdOf.get(post)! },
    ]),
    context.siteUrl,
  );
  const withComments = posts.flatMap((post) => (post.kind === "skipped" ? [] : [post]));
  const imported = await importComments(
    tx,
    withComments.map((post) => ({
      articleId: idOf(post)!,
      comments: post.item.comments,
      known: post.kind === "comments" ? post.knownComments : new Map(),
      articleDate: post.kind === "article" ? post.article.createdAt : context.now(),
      counted: post.kind === "article",
    })),
  );
  const commentsOf = new Map<PreparedPost, CommentsImported>(withComments.map((post, k) => [post, imported[k]!]));
  const stored = posts.map((post) => ({ articleId: idOf(post), comments: commentsOf.get(post) ?? noComments }));
  await markAllImported(tx, site, [
    ...posts.flatMap((post, i) =>
      post.kind === "comments" ? [] : [["post", post.item.id, stored[i]!.articleId] as const],
    ),
    ...stored.flatMap(({ comments }) => comments.keys.map(([key, id]) => ["comment", key, id] as const)),
  ]);
  return { posts: stored, redirects };
}
