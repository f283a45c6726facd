import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { count } from "drizzle-orm";
import { authorPath, categoryPath, tagPath } from "#common/page-paths.ts";
import { cleanTagName } from "#common/tags.ts";
import type { Database } from "#server/db/client.ts";
import { categories, tags } from "#server/db/schema.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";
import { importedOfKind } from "./import-keys.ts";
import { importAuthors } from "./import-people.ts";
import {
  countStoredPosts,
  preparePost,
  storePosts,
  type Attachment,
  type PostContext,
  type PreparedPost,
  type StoredPosts,
} from "./import-posts.ts";
import { addOldAddresses } from "./import-redirects.ts";
import { addLine, emptyReport, type ImportReport } from "./import-report.ts";
import { importReportTexts } from "#common/messages/wordpress-report.ts";
import { categoryIdsFor, categoryPlan } from "./import-terms.ts";
import { readWxr } from "./wxr-reader.ts";
import type { ImportProgress } from "#common/schemas/wordpress-import.ts";
import type { WxrAuthor, WxrItem, WxrSite, WxrTerm } from "./wxr-types.ts";

export type { ImportProgress } from "#common/schemas/wordpress-import.ts";

export type ImportOptions = {
  db: Database;
  storage: MediaStorage;
  now: () => Date;
  /** The export file (WXR), streamed twice, never read whole. */
  file: string;
  /** Reads everything and reports what an import would do, changing nothing. */
  dryRun?: boolean;
  /** A local copy of the old site's `wp-content/uploads`. */
  uploadsDir?: string;
  onProgress?: (progress: ImportProgress) => void;
};

/** What the first reading learns: the site, its people and terms, its attachments, how many posts. */
type ExportOutline = {
  site: WxrSite;
  authors: WxrAuthor[];
  terms: WxrTerm[];
  attachments: Map<number, Attachment>;
  posts: number;
  otherTypes: Map<string, number>;
};

const articleTypes = new Set(["post"]);

/**
 * Reads the whole export once (decision 0122): a broken, truncated or hostile file is refused
 * here, before anything is written; and a post's featured picture may be an attachment further on.
 */
async function outlineOf(options: ImportOptions, totalBytes: number): Promise<ExportOutline> {
  const outline: Partial<ExportOutline> = {
    authors: [],
    terms: [],
    attachments: new Map(),
    posts: 0,
    otherTypes: new Map(),
  };
  let bytesRead = 0;
  const progress = () =>
    options.onProgress?.({ phase: "reading", bytesRead, totalBytes, postsDone: 0, postsTotal: outline.posts! });
  let lastSaid = 0;
  for await (const event of readWxr(createReadStream(options.file), {
    onBytes: (bytes) => {
      bytesRead = bytes;
      if (bytes - lastSaid < 4 * 1024 * 1024) return;
      lastSaid = bytes;
      progress();
    },
  })) {
    if (event.kind === "site") outline.site = event.site;
    else if (event.kind === "author") outline.authors!.push(event.author);
    else if (event.kind === "term") outline.terms!.push(event.term);
    else if (event.item.type === "attachment" && event.item.attachmentUrl)
      outline.attachments!.set(event.item.id, {
        url: event.item.attachmentUrl,
        alt: event.item.meta._wp_attachment_image_alt || null,
        caption: event.item.excerpt || null,
      });
    else if (articleTypes.has(event.item.type)) outline.posts!++;
    else if (event.item.type !== "attachment" && event.item.type !== "page")
      outline.otherTypes!.set(event.item.type, (outline.otherTypes!.get(event.item.type) ?? 0) + 1);
  }
  progress();
  return outline as ExportOutline;
}

class DryRunRollback extends Error {}

/**
 * Posts written in one transaction, each in a savepoint of its own: a commit per post is most of
 * an import's time on the embedded database, and a killed import loses no more than a batch,
 * which the next run imports again (the keys are written with the posts).
 */
const postsPerTransaction = 25;

/**
 * A batch of posts: read, and their pictures stored, first; then written in one transaction. A
 * post that fails there fails the batch, which is then written again post by post, each in a
 * savepoint, so that only that post is left out (reported).
 */
async function importBatch(context: PostContext, items: readonly WxrItem[]) {
  const prepared: PreparedPost[] = [];
  for (const item of items) {
    const post = await preparePost(context, item);
    if (post) prepared.push(post);
  }
  if (prepared.length === 0) return;
  const names = [...new Set(prepared.flatMap((p) => (p.kind === "article" ? p.article.categoryNames : [])))];
  const write = (store: (tx: Database, categoryIdOf: ReadonlyMap<string, number>) => Promise<void>) =>
    context.db.transaction(async (batch) => {
      const tx = batch as unknown as Database;
      await store(tx, await categoryIdsFor(tx, names));
    });
  const stored: [PreparedPost[], StoredPosts][] = [];
  try {
    await write(async (tx, ids) => void stored.push([prepared, await storePosts(tx, context, prepared, ids)]));
  } catch (error) {
    if (error instanceof DryRunRollback) throw error;
    stored.length = 0;
    await write(async (tx, ids) => {
      for (const post of prepared)
        try {
          const one = await tx.transaction((savepoint) =>
            storePosts(savepoint as unknown as Database, context, [post], ids),
          );
          stored.push([[post], one]);
        } catch (failure) {
          // drizzle's error names the statement; its cause, the database's own words, says why.
          const reason = (failure as { cause?: unknown }).cause ?? failure;
          const why = reason instanceof Error ? reason.message.slice(0, 200) : String(reason);
          addLine(context.report, importReportTexts.postFailed(post.item.id, post.item.title, why));
        }
    });
  }
  for (const [posts, done] of stored) countStoredPosts(context, posts, done);
}

const rowCount = async (db: Database, table: typeof categories | typeof tags) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

/** The old site's category, tag, author and feed addresses, each to its page here. */
async function siteRedirects(db: Database, outline: ExportOutline, context: PostContext, report: ImportReport) {
  const base = outline.site.baseBlogUrl || outline.site.link;
  const add = async (oldAddress: string, toPath: string) => {
    report.imported.redirects += await addOldAddresses(db, [{ address: oldAddress, toPath }], base);
  };
  const prefix = new URL(base).pathname.replace(/\/$/, "");
  const categoryNames = new Set((await db.select({ name: categories.name }).from(categories)).map((c) => c.name));
  const tagSlugs = new Set((await db.select({ slug: tags.slug }).from(tags)).map((t) => t.slug));
  for (const term of outline.terms) {
    if (term.kind === "category") {
      const name = context.categories.topNameOf(term.slug);
      if (!name || !categoryNames.has(name)) continue;
      const nested: string[] = [];
      for (
        let t: WxrTerm | undefined = term;
        t && nested.length < 20;
        t = outline.terms.find((p) => p.kind === "category" && p.slug === t!.parentSlug)
      )
        nested.unshift(encodeURIComponent(t.slug));
      await add(`${prefix}/category/${nested.join("/")}`, categoryPath(name));
      await add(`${prefix}/category/${nested.join("/")}/feed`, categoryPath(name));
      if (term.id !== null) await add(`${prefix}/?cat=${term.id}`, categoryPath(name));
    } else {
      const cleaned = cleanTagName(term.name);
      if (!cleaned.ok || !tagSlugs.has(cleaned.tag.slug)) continue;
      await add(`${prefix}/tag/${encodeURIComponent(term.slug)}`, tagPath(cleaned.tag.slug));
      await add(`${prefix}/?tag=${encodeURIComponent(term.slug)}`, tagPath(cleaned.tag.slug));
    }
  }
  for (const author of outline.authors) {
    const username = context.authors.usernameOf(author.login);
    if (!username) continue;
    await add(`${prefix}/author/${encodeURIComponent(author.login)}`, authorPath(username));
    if (author.id !== null) await add(`${prefix}/?author=${author.id}`, authorPath(username));
  }
  for (const feed of ["/feed", "/feed/rss2", "/feed/atom", "/?feed=rss2"]) await add(`${prefix}${feed}`, "/rss.xml");
}

/**
 * Imports a WordPress export (issue 33): authors, categories and tags, posts with their pictures
 * and comments, and a 301 from each old address. Each post is one transaction and is keyed by
 * its WordPress id, so a killed import is resumed by running it again, and a second run of the
 * same file changes nothing. A dry run does all of it in one transaction it rolls back.
 */
export async function importWordpress(options: ImportOptions): Promise<ImportReport> {
  const totalBytes = (await stat(options.file)).size;
  const outline = await outlineOf(options, totalBytes);
  const site = outline.site.baseSiteUrl;
  const report = emptyReport(site, options.dryRun === true);
  for (const [type, n] of outline.otherTypes) addLine(report, importReportTexts.otherTypes(type, n));

  const run = async (db: Database) => {
    const before = { categories: await rowCount(db, categories), tags: await rowCount(db, tags) };
    const known = {
      posts: await importedOfKind(db, site, "post"),
      authors: await importedOfKind(db, site, "author"),
      pictures: await importedOfKind(db, site, "picture"),
    };
    const context: PostContext = {
      db,
      site,
      siteUrl: outline.site.baseBlogUrl || outline.site.link || site,
      now: options.now,
      report,
      authors: await importAuthors(db, site, outline.authors, known.authors, report),
      categories: categoryPlan(outline.terms, report),
      attachments: outline.attachments,
      pictures: {
        db,
        storage: options.storage,
        site,
        now: options.now,
        uploadsDir: options.uploadsDir,
        dryRun: report.dryRun,
        known: known.pictures,
        had: new Map(),
      },
      knownPosts: known.posts,
    };
    let postsDone = 0;
    let bytesRead = 0;
    const progress = (phase: ImportProgress["phase"]) =>
      options.onProgress?.({ phase, bytesRead, totalBytes, postsDone, postsTotal: outline.posts });
    let batch: WxrItem[] = [];
    const flush = async () => {
      await importBatch(context, batch);
      postsDone += batch.length;
      batch = [];
      progress("importing");
    };
    for await (const event of readWxr(createReadStream(options.file), { onBytes: (b) => (bytesRead = b) })) {
      if (event.kind !== "item") continue;
      if (event.item.type === "page") addLine(report, importReportTexts.page(event.item.id, event.item.title));
      if (!articleTypes.has(event.item.type)) continue;
      batch.push(event.item);
      if (batch.length >= postsPerTransaction) await flush();
    }
    if (batch.length) await flush();
    const left = report.commentsLeftOut;
    if (left.spam || left.trash || left.pings)
      addLine(report, importReportTexts.commentsLeftOut(left.spam, left.trash, left.pings));
    await siteRedirects(db, outline, context, report);
    report.imported.categories = (await rowCount(db, categories)) - before.categories;
    report.imported.tags = (await rowCount(db, tags)) - before.tags;
    progress("done");
  };

  if (!report.dryRun) await run(options.db);
  else
    await options.db
      .transaction(async (tx) => {
        await run(tx as unknown as Database);
        throw new DryRunRollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRunRollback)) throw error;
      });
  return report;
}
