/**
 * Which WXR element fills which field of what `readWxr` hands over, and how its text is read
 * (issue 33). Elements are named by `elementKey`: their namespace, whatever its prefix in the
 * file, and local name ("wp:post_id", "content:encoded", "title" for RSS's own).
 */
import type { WxrAuthor, WxrComment, WxrItem, WxrSite, WxrTerm } from "./wxr-types.ts";

/** WXR 1.0, 1.1 and 1.2 each have their own `wp` and `excerpt` namespaces; a later one is recognized, then refused by its version. */
const wpNamespace = /^http:\/\/wordpress\.org\/export\/\d+\.\d+\/$/;
const excerptNamespace = /^http:\/\/wordpress\.org\/export\/\d+\.\d+\/excerpt\/$/;
const namespaces: Readonly<Record<string, string>> = {
  "http://purl.org/rss/1.0/modules/content/": "content",
  "http://purl.org/dc/elements/1.1/": "dc",
};

export const supportedWxrVersions: readonly string[] = ["1.0", "1.1", "1.2"];

/** An element's name for the tables below, or null for a namespace the reader does not read. */
export function elementKey(uri: string, local: string): string | null {
  if (uri === "") return local;
  if (wpNamespace.test(uri)) return `wp:${local}`;
  if (excerptNamespace.test(uri)) return `excerpt:${local}`;
  return Object.hasOwn(namespaces, uri) ? `${namespaces[uri]}:${local}` : null;
}

export type Fields<T> = Readonly<Record<string, (target: T, text: string) => void>>;

/** The setter of an element in a table, if the element is one of its fields. */
export function fieldOf<T>(fields: Fields<T>, key: string | null): ((target: T, text: string) => void) | undefined {
  return key !== null && Object.hasOwn(fields, key) ? fields[key] : undefined;
}

/** Slugs of non-Latin sites are written percent-encoded ("%d0%bd%d0%be%d0%b2..."); one that can't be decoded is kept as written. */
export function decodeSlug(text: string): string {
  const trimmed = text.trim();
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

/** A positive whole number; 0 (WordPress's "none"), empty or anything else is null. */
export function parseId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id > 0 ? id : null;
}

/** A GMT date as WordPress writes it ("2019-05-04 10:20:30"); all zeros (a draft's), empty or not a real date is null. */
export function parseGmtDate(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[1]}T${match[2]}`;
  const date = new Date(`${iso}Z`);
  // The Date constructor turns 31 February into 3 March: only a date that reads back the same is real.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? date : null;
}

const orNull = (text: string): string | null => text.trim() || null;

export const siteFields: Fields<WxrSite> = {
  title: (site, text) => (site.title = text),
  link: (site, text) => (site.link = text.trim()),
  language: (site, text) => (site.language = orNull(text)),
  "wp:wxr_version": (site, text) => (site.wxrVersion = text.trim()),
  "wp:base_site_url": (site, text) => (site.baseSiteUrl = text.trim()),
  "wp:base_blog_url": (site, text) => (site.baseBlogUrl = text.trim()),
};

export const newSite = (): WxrSite => ({
  title: "",
  link: "",
  baseSiteUrl: "",
  baseBlogUrl: "",
  wxrVersion: "",
  language: null,
});

export const authorFields: Fields<WxrAuthor> = {
  "wp:author_id": (author, text) => (author.id = parseId(text)),
  "wp:author_login": (author, text) => (author.login = text),
  "wp:author_email": (author, text) => (author.email = orNull(text)),
  "wp:author_display_name": (author, text) => (author.displayName = text),
  "wp:author_first_name": (author, text) => (author.firstName = text),
  "wp:author_last_name": (author, text) => (author.lastName = text),
};

export const newAuthor = (): WxrAuthor => ({
  id: null,
  login: "",
  email: null,
  displayName: "",
  firstName: "",
  lastName: "",
});

/** A `wp:category`, `wp:tag` or `wp:term` being read: the last says its taxonomy in an element of its own. */
export type TermDraft = Omit<WxrTerm, "kind"> & { taxonomy: string };

export const termFields: Fields<TermDraft> = {
  "wp:term_id": (term, text) => (term.id = parseId(text)),
  "wp:term_taxonomy": (term, text) => (term.taxonomy = text.trim()),
  "wp:category_nicename": (term, text) => (term.slug = decodeSlug(text)),
  "wp:tag_slug": (term, text) => (term.slug = decodeSlug(text)),
  "wp:term_slug": (term, text) => (term.slug = decodeSlug(text)),
  "wp:category_parent": (term, text) => (term.parentSlug = decodeSlug(text) || null),
  "wp:term_parent": (term, text) => (term.parentSlug = decodeSlug(text) || null),
  "wp:cat_name": (term, text) => (term.name = text),
  "wp:tag_name": (term, text) => (term.name = text),
  "wp:term_name": (term, text) => (term.name = text),
  "wp:category_description": (term, text) => (term.description = text),
  "wp:tag_description": (term, text) => (term.description = text),
  "wp:term_description": (term, text) => (term.description = text),
};

export const newTerm = (taxonomy: string): TermDraft => ({
  id: null,
  slug: "",
  name: "",
  parentSlug: null,
  description: "",
  taxonomy,
});

/** The taxonomies imported, by their name in `wp:term_taxonomy` and in an item's `<category domain>`. */
export const termKinds: Readonly<Record<string, WxrTerm["kind"]>> = { category: "category", post_tag: "tag" };

/** An item or comment being read: its id is checked once it closes. */
export type ItemDraft = Omit<WxrItem, "id"> & { id: number | null };
export type CommentDraft = Omit<WxrComment, "id"> & { id: number | null };

export const itemFields: Fields<ItemDraft> = {
  title: (item, text) => (item.title = text),
  link: (item, text) => (item.link = text.trim()),
  guid: (item, text) => (item.guid = text.trim()),
  "dc:creator": (item, text) => (item.creator = text.trim()),
  "content:encoded": (item, text) => (item.content = text),
  "excerpt:encoded": (item, text) => (item.excerpt = text),
  "wp:post_id": (item, text) => (item.id = parseId(text)),
  "wp:post_date": (item, text) => (item.postDate = text.trim()),
  "wp:post_date_gmt": (item, text) => (item.postDateGmt = parseGmtDate(text)),
  "wp:post_name": (item, text) => (item.slug = decodeSlug(text)),
  "wp:status": (item, text) => (item.status = text.trim()),
  "wp:post_parent": (item, text) => (item.parentId = parseId(text)),
  "wp:post_type": (item, text) => (item.type = text.trim()),
  "wp:attachment_url": (item, text) => (item.attachmentUrl = orNull(text)),
};

export const newItem = (): ItemDraft => ({
  id: null,
  type: "",
  status: "",
  title: "",
  link: "",
  guid: "",
  slug: "",
  creator: "",
  content: "",
  excerpt: "",
  postDateGmt: null,
  postDate: "",
  parentId: null,
  attachmentUrl: null,
  terms: [],
  // Keys are the file's: no prototype for a "__proto__" or "constructor" to reach.
  meta: Object.create(null) as Record<string, string>,
  comments: [],
});

export const commentFields: Fields<CommentDraft> = {
  "wp:comment_id": (comment, text) => (comment.id = parseId(text)),
  "wp:comment_parent": (comment, text) => (comment.parentId = parseId(text)),
  "wp:comment_author": (comment, text) => (comment.author = text),
  "wp:comment_author_email": (comment, text) => (comment.authorEmail = orNull(text)),
  "wp:comment_author_url": (comment, text) => (comment.authorUrl = orNull(text)),
  "wp:comment_author_IP": (comment, text) => (comment.authorIp = orNull(text)),
  "wp:comment_date_gmt": (comment, text) => (comment.dateGmt = parseGmtDate(text)),
  "wp:comment_date": (comment, text) => (comment.date = text.trim()),
  "wp:comment_content": (comment, text) => (comment.content = text),
  "wp:comment_approved": (comment, text) => (comment.approved = text.trim()),
  "wp:comment_type": (comment, text) => (comment.type = text.trim()),
  "wp:comment_user_id": (comment, text) => (comment.userId = parseId(text)),
};

export const newComment = (): CommentDraft => ({
  id: null,
  parentId: null,
  author: "",
  authorEmail: null,
  authorUrl: null,
  authorIp: null,
  dateGmt: null,
  date: "",
  content: "",
  approved: "",
  type: "",
  userId: null,
});

export type MetaDraft = { key: string; value: string };

export const metaFields: Fields<MetaDraft> = {
  "wp:meta_key": (meta, text) => (meta.key = text),
  "wp:meta_value": (meta, text) => (meta.value = text),
};
