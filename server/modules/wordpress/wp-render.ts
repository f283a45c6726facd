import { wordpressContentTexts as texts } from "#common/messages/wordpress-content.ts";
import { autop } from "./wp-autop.ts";
import { type Block, parseBlocks } from "./wp-blocks.ts";
import { embedKind } from "./wp-embeds.ts";
import { replaceShortcodes, type Shortcode } from "./wp-shortcodes.ts";
import { type AttachmentLookup, escapeHtml, type Report, shorten, textOfHtml, webAddress } from "./wp-text.ts";

type Context = { siteUrl: string; attachment: AttachmentLookup; report: Report };

/**
 * A post's content as plain HTML, as WordPress shows it: blocks made HTML, the classic editor's
 * text given its paragraphs, shortcodes run. What Хроника keeps no equivalent of (an embed, a
 * gallery shortcode, a form's shortcode) is made the HTML closest to it, or nothing, and reported.
 * A picture's attachment id, where only the block or the shortcode knows it, is handed on in a
 * `data-wp-attachment` attribute of an element around it.
 */
export function renderPost(content: string, context: Context): string {
  const html = parseBlocks(content.replace(/\r\n?/g, "\n"))
    .map((block) => renderBlock(block, context))
    .join("");
  return replaceShortcodes(html, (code) => renderShortcode(code, context));
}

function renderBlock(block: Block, context: Context): string {
  const inner = () => {
    let next = 0;
    return block.innerContent.map((piece) => piece ?? renderBlock(block.innerBlocks[next++]!, context)).join("");
  };
  const name = block.name;
  if (name === null || name === "core/freeform") return autop(isolateEmbedLines(inner()));
  if (name === "core/embed" || name.startsWith("core-embed/")) return renderEmbed(block, inner(), context);
  if (name === "core/file") return renderFile(inner(), context);
  // WordPress gives a shortcode block's text its paragraphs.
  if (name === "core/shortcode") return autop(inner());
  if (name === "core/block") {
    context.report(texts.reusableBlockRemoved(String(block.attrs.ref ?? "")));
    return "";
  }
  const html = inner();
  if (name === "core/image" && Number.isInteger(block.attrs.id))
    return `<div data-wp-attachment="${String(block.attrs.id)}">${html}</div>`;
  // A block saved without HTML is made by the old site each time it is shown (latest posts, a
  // calendar, a plugin's form): nothing of it is in the export.
  if (html.trim() === "") context.report(texts.blockRemoved(`wp:${name.replace(/^core\//, "")}`));
  return html;
}

/**
 * WordPress shows an embeddable address alone on a line of classic text embedded (its
 * "autoembed"): such a line is made a paragraph of its own, which the walker turns into a link.
 */
function isolateEmbedLines(text: string): string {
  return text.replace(/^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gim, (line, url: string) =>
    embedKind(textOfHtml(url)) ? `\n\n${url}\n\n` : line,
  );
}

function linkParagraph(url: string, text = escapeHtml(url)): string {
  return `<p><a href="${escapeHtml(url)}">${text}</a></p>`;
}

function reportEmbed(url: string, context: Context) {
  const kind = embedKind(url);
  context.report(kind === "video" ? texts.videoAsLink(shorten(url)) : texts.embedAsLink(shorten(url)));
}

const figcaption = /<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/i;

function renderEmbed(block: Block, html: string, context: Context): string {
  const written =
    typeof block.attrs.url === "string" ? block.attrs.url : /https?:\/\/[^\s<>"]+/.exec(textOfHtml(html))?.[0];
  const url = webAddress(written ?? "", context.siteUrl);
  if (!url) {
    context.report(texts.blockRemoved(`wp:${block.name!.replace(/^core\//, "")}`));
    return "";
  }
  reportEmbed(url, context);
  const caption = figcaption.exec(html)?.[1];
  return linkParagraph(url) + (caption ? `<p>${caption}</p>` : "");
}

/** A file block: its link (its name), without the download button or the PDF's viewer. */
function renderFile(html: string, context: Context): string {
  const link = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a>/i.exec(html);
  const href = link ? webAddress(textOfHtml(link[1] ?? link[2] ?? ""), context.siteUrl) : null;
  if (!link || !href) {
    context.report(texts.blockRemoved("wp:file"));
    return "";
  }
  context.report(texts.fileAsLink(shorten(href)));
  return linkParagraph(href, link[3]!.trim() || escapeHtml(href));
}

function renderShortcode(code: Shortcode, context: Context): string {
  const nested = (text: string) => replaceShortcodes(text, (inner) => renderShortcode(inner, context));
  switch (code.tag) {
    case "caption":
    case "wp_caption":
      return renderCaption(code, nested(code.content ?? ""), context);
    case "gallery":
      return renderGallery(code, context);
    case "embed": {
      const url = webAddress(textOfHtml(code.content ?? code.named.src ?? code.positional[0] ?? ""), context.siteUrl);
      return url ? (reportEmbed(url, context), linkParagraph(url)) : removed(code, "", context);
    }
    case "video":
    case "audio": {
      const url = webAddress(mediaAddress(code), context.siteUrl);
      if (!url) return removed(code, "", context);
      context.report(code.tag === "video" ? texts.videoAsLink(shorten(url)) : texts.audioAsLink(shorten(url)));
      return linkParagraph(url);
    }
    default:
      return removed(code, nested(code.content ?? ""), context);
  }
}

/** A shortcode Хроника has nothing for: gone, what it enclosed kept. */
function removed(code: Shortcode, inner: string, context: Context): string {
  const opening = shorten(code.opening, 120);
  context.report(textOfHtml(inner).trim() ? texts.shortcodeUnwrapped(opening) : texts.shortcodeRemoved(opening));
  return inner;
}

const mediaAttributes = ["src", "mp4", "m4v", "webm", "ogv", "wmv", "flv", "mp3", "ogg", "m4a", "wav", "wma", "flac"];

/** The address a `[video]` or `[audio]` plays: an attribute's, or the one it encloses. */
function mediaAddress(code: Shortcode): string {
  for (const name of mediaAttributes) {
    const value = code.named[name]?.trim();
    if (value) return textOfHtml(value);
  }
  return textOfHtml(code.content ?? "");
}

/** `[caption id="attachment_12" …]<a …><img …></a> Надпис[/caption]`, or the caption in an attribute (older WordPress). */
function renderCaption(code: Shortcode, content: string, context: Context): string {
  const parts = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(content);
  if (!parts) return removed(code, content, context);
  const id = /^attachment_(\d+)$/.exec(code.named.id ?? "")?.[1];
  const caption = code.named.caption ?? parts[2]!;
  return `<figure${id ? ` data-wp-attachment="${id}"` : ""}>${parts[1]}<figcaption>${caption}</figcaption></figure>`;
}

/** `[gallery ids="1,2,3"]`: each picture with its caption. Without ids it shows the post's attachments, which the text does not name. */
function renderGallery(code: Shortcode, context: Context): string {
  const ids = (code.named.ids ?? code.named.include ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id))
    .map(Number);
  if (ids.length === 0) {
    context.report(texts.galleryWithoutImages(shorten(code.opening, 120)));
    return "";
  }
  return ids
    .map((id) => {
      const picture = context.attachment(id);
      if (!picture) {
        context.report(texts.missingAttachment(id));
        return "";
      }
      // An attachment's caption is HTML as WordPress keeps it; its alternative text is text.
      const caption = picture.caption ? `<figcaption>${picture.caption}</figcaption>` : "";
      return `<figure data-wp-attachment="${id}"><img src="${escapeHtml(picture.url)}" alt="${escapeHtml(picture.alt ?? "")}">${caption}</figure>`;
    })
    .join("");
}
