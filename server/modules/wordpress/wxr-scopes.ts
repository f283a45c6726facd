/**
 * What holds what in a WXR file (issue 33): the channel holds the site's fields, then its authors,
 * terms and items; an item holds its fields, terms, metas and comments. Each of these is a scope:
 * the reader opens one at its element, fills it from the child elements that are its fields, and
 * closes it into an event (or into its item). Elements of no scope are skipped.
 */
import type { SaxesTagNS } from "saxes";
import {
  authorFields,
  commentFields,
  decodeSlug,
  type Fields,
  fieldOf,
  itemFields,
  metaFields,
  newAuthor,
  newComment,
  newItem,
  newSite,
  newTerm,
  siteFields,
  supportedWxrVersions,
  termFields,
  termKinds,
} from "./wxr-fields.ts";
import type { WxrErrorCode, WxrEvent } from "./wxr-types.ts";

export type Scope = {
  /** The depth of its element, the root's being 1. */
  depth: number;
  /** The setter of a child element that is one of this scope's fields. */
  field: (key: string | null, tag: SaxesTagNS) => ((text: string) => void) | undefined;
  /** A child element that is a scope of its own. */
  child: (key: string | null) => Scope | undefined;
  close: () => void;
};

/** What scopes need of the reader: to hand an event over, and an error at the place it has reached. */
export type ScopeContext = {
  emit: (event: WxrEvent) => void;
  error: (code: WxrErrorCode, message: string) => Error;
};

const channelParts = new Set(["wp:author", "wp:category", "wp:tag", "wp:term", "item"]);

/** The `<channel>`: its site is handed over before its first author, term or item (or as it closes). */
export function channelScope(depth: number, { emit, error }: ScopeContext): Scope {
  const site = newSite();
  let sent = false;
  const sendSite = () => {
    if (sent) return;
    if (!site.baseSiteUrl || !site.wxrVersion) {
      throw error("not-wxr", "The <channel> has no wp:base_site_url or wp:wxr_version of a WordPress export");
    }
    sent = true;
    emit({ kind: "site", site: { ...site, baseBlogUrl: site.baseBlogUrl || site.baseSiteUrl } });
  };
  return {
    depth,
    field: (key) => {
      const set = fieldOf(siteFields, key);
      return (
        set &&
        ((text) => {
          set(site, text);
          if (key === "wp:wxr_version" && !supportedWxrVersions.includes(site.wxrVersion)) {
            throw error(
              "unsupported-version",
              `WXR version "${site.wxrVersion}" is not supported (1.0, 1.1 and 1.2 are)`,
            );
          }
        })
      );
    },
    child: (key) => {
      if (key === null || !channelParts.has(key)) return undefined;
      sendSite();
      if (key === "item") return itemScope(depth + 1, { emit, error });
      if (key === "wp:author") {
        const author = newAuthor();
        return fieldsScope(depth + 1, authorFields, author, () => emit({ kind: "author", author }));
      }
      // wp:term says its taxonomy in a field; only categories and tags are kept.
      const term = newTerm(key === "wp:category" ? "category" : key === "wp:tag" ? "post_tag" : "");
      return fieldsScope(depth + 1, termFields, term, () => {
        const { taxonomy, ...rest } = term;
        const kind = Object.hasOwn(termKinds, taxonomy) ? termKinds[taxonomy] : undefined;
        if (kind) emit({ kind: "term", term: { kind, ...rest } });
      });
    },
    close: sendSite,
  };
}

function itemScope(depth: number, { emit, error }: ScopeContext): Scope {
  const item = newItem();
  const scope = fieldsScope(depth, itemFields, item, () => {
    const id = item.id;
    if (id === null) throw error("malformed", "An <item> has no wp:post_id");
    emit({ kind: "item", item: { ...item, id } });
  });
  return {
    ...scope,
    field: (key, tag) => {
      if (key !== "category") return scope.field(key, tag);
      // <category domain="post_tag" nicename="slug">Name</category>. WXR 1.0 also wrote each term
      // without attributes, for feed readers (skipped, as WordPress's importer does), and called
      // tags' domain "tag".
      const nicename = tag.attributes.nicename?.value;
      if (nicename === undefined) return undefined;
      const domain = tag.attributes.domain?.value ?? "";
      return (name) =>
        item.terms.push({ domain: domain === "tag" ? "post_tag" : domain, slug: decodeSlug(nicename), name });
    },
    child: (key) => {
      if (key === "wp:postmeta") {
        const meta = { key: "", value: "" };
        return fieldsScope(depth + 1, metaFields, meta, () => {
          if (meta.key !== "" && !Object.hasOwn(item.meta, meta.key)) item.meta[meta.key] = meta.value;
        });
      }
      if (key !== "wp:comment") return undefined;
      const comment = newComment();
      return fieldsScope(depth + 1, commentFields, comment, () => {
        const id = comment.id;
        if (id === null) throw error("malformed", "A wp:comment has no wp:comment_id");
        item.comments.push({ ...comment, id });
      });
    },
  };
}

/** A scope whose child elements are the fields of `target`, and nothing more. */
function fieldsScope<T>(depth: number, fields: Fields<T>, target: T, close: () => void): Scope {
  return {
    depth,
    field: (key) => {
      const set = fieldOf(fields, key);
      return set && ((text) => set(target, text));
    },
    child: () => undefined,
    close,
  };
}
