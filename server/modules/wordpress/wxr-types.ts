/**
 * What a WordPress export (WXR 1.0–1.2, Tools → Export) holds, as `readWxr` hands it over one
 * thing at a time (issue 33). Texts are as in the file (HTML stays HTML); WordPress's local
 * dates without a zone are kept as written, beside the GMT ones turned into `Date`s.
 */

/** The `<channel>`'s own facts; comes before anything else. */
export type WxrSite = {
  title: string;
  /** `<link>`: the site's public address. */
  link: string;
  /** `wp:base_site_url`: the key of everything imported from this site. */
  baseSiteUrl: string;
  /** `wp:base_blog_url` (the blog's address when WordPress is not at the site's root); `baseSiteUrl` when missing. */
  baseBlogUrl: string;
  wxrVersion: string;
  language: string | null;
};

export type WxrAuthor = {
  id: number | null;
  login: string;
  email: string | null;
  displayName: string;
  firstName: string;
  lastName: string;
};

/** A `wp:category` or `wp:tag` of the channel (WXR 1.2's `wp:term` of those taxonomies too). */
export type WxrTerm = {
  kind: "category" | "tag";
  id: number | null;
  /** `category_nicename` / `tag_slug`, URL-decoded. */
  slug: string;
  name: string;
  /** The parent category's slug, or null. */
  parentSlug: string | null;
  description: string;
};

export type WxrComment = {
  id: number;
  /** `wp:comment_parent`, null when 0. */
  parentId: number | null;
  author: string;
  authorEmail: string | null;
  authorUrl: string | null;
  authorIp: string | null;
  /** `wp:comment_date_gmt`, null when missing or all zeros. */
  dateGmt: Date | null;
  /** `wp:comment_date`, the site's local time as written ("2019-05-04 10:20:30"). */
  date: string;
  content: string;
  /** `wp:comment_approved`: "1", "0", "spam", "trash" (anything else as written). */
  approved: string;
  /** `wp:comment_type`: "" or "comment" for a comment, "pingback", "trackback", … */
  type: string;
  userId: number | null;
};

/**
 * A `<category>` of an item: its domain ("category", "post_tag", "author" of Co-Authors Plus, …;
 * WXR 1.0's "tag" is read as "post_tag") and URL-decoded slug (its `nicename`). One without a
 * `nicename` (WXR 1.0 wrote each term twice, once without, for feed readers) is left out.
 */
export type WxrItemTerm = { domain: string; slug: string; name: string };

/** An `<item>`: a post, page, attachment, menu item, … as `type` says. */
export type WxrItem = {
  /** `wp:post_id`. */
  id: number;
  /** `wp:post_type`: "post", "page", "attachment", "nav_menu_item", … */
  type: string;
  /** `wp:status`: "publish", "future", "draft", "pending", "private", "trash", "inherit", … */
  status: string;
  title: string;
  /** `<link>`: its public address on the old site. */
  link: string;
  guid: string;
  /** `wp:post_name`, URL-decoded (a Cyrillic one stays Cyrillic); "" when none. */
  slug: string;
  /** `dc:creator`: the author's login. */
  creator: string;
  /** `content:encoded`. */
  content: string;
  /** `excerpt:encoded`. */
  excerpt: string;
  /** `wp:post_date_gmt`, null when missing or all zeros (drafts). */
  postDateGmt: Date | null;
  /** `wp:post_date`, the site's local time as written. */
  postDate: string;
  /** `wp:post_parent`, null when 0 (an attachment's post). */
  parentId: number | null;
  /** `wp:attachment_url` of an attachment, else null. */
  attachmentUrl: string | null;
  terms: WxrItemTerm[];
  /**
   * `wp:postmeta`: the first value of each key (`_thumbnail_id`, `_wp_attachment_image_alt`, …), as
   * WordPress's `get_post_meta($id, $key, true)` reads it; an object without prototype, since the keys are the file's.
   */
  meta: Record<string, string>;
  comments: WxrComment[];
};

export type WxrEvent =
  | { kind: "site"; site: WxrSite }
  | { kind: "author"; author: WxrAuthor }
  | { kind: "term"; term: WxrTerm }
  | { kind: "item"; item: WxrItem };

/** Why a file can't be read as a WordPress export; each has its Bulgarian text (`wxrErrorText`). */
export type WxrErrorCode =
  /** Not XML at all, or broken XML (an unclosed tag, a bad character, an unknown entity, …). */
  | "malformed"
  /** Ends before its last element closes. */
  | "truncated"
  /** XML, but not a WordPress export (no `<rss>` with a `<channel>` and `wp:` elements). */
  | "not-wxr"
  /** A `wxr_version` other than 1.0–1.2. */
  | "unsupported-version"
  /** A `<!DOCTYPE>` (how entity-expansion and external-entity attacks begin): never read. */
  | "doctype"
  /** One element's text is larger than an export ever holds. */
  | "too-large";
