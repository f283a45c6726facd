import { DomUtils, parseDocument } from "htmlparser2";
import { trimInvisible } from "#common/text.ts";

/** What the importer knows of a WordPress attachment (a picture of the media library), by its post id. */
export type AttachmentLookup = (id: number) => { url: string; alt: string | null; caption: string | null } | null;

/** Adds one line to the import report (the same line twice is one). */
export type Report = (line: string) => void;

/**
 * Text written into HTML made here. "[" too: the shortcodes are read after the blocks are made
 * HTML, and an address in that HTML is no shortcode.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"[]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An attribute's value escaped as the sanitizer escapes it, so that its length here is its length stored. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));
}

/** The text of a little HTML (a shortcode's attribute, a caption), its entities decoded. */
export function textOfHtml(html: string): string {
  return DomUtils.textContent(parseDocument(html));
}

/** Spaces of every kind as one, nothing invisible at the ends. */
export function tidyText(text: string): string {
  return trimInvisible(text.replace(/\s+/g, " "));
}

/** A text cut short for a line of the report. */
export function shorten(text: string, max = 100): string {
  const tidy = tidyText(text);
  return tidy.length > max ? `${tidy.slice(0, max - 1)}…` : tidy;
}

/** A text cut to `max` characters with "…" at the end, at a space when one is near. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, "");
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * An address of the old site made absolute against `siteUrl` (WordPress writes `/wp-content/…`
 * and `//cdn…` too), or null when it is no web address.
 */
export function webAddress(address: string, siteUrl: string): string | null {
  const trimmed = address.trim();
  if (trimmed === "" || /^data:/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed, siteUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
