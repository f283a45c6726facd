import type { AnyNode, Element } from "domhandler";
import { DomUtils } from "htmlparser2";
import { isAllowedLinkAddress, isExternalLinkAddress } from "#common/links.ts";
import { limits } from "#common/limits.ts";
import { wordpressContentTexts as texts } from "#common/messages/wordpress-content.ts";
import type { SectionWriter } from "./section-writer.ts";
import { embedKind, pageOfPlayer } from "./wp-embeds.ts";
import { withCredit } from "./wp-captions.ts";
import {
  type AttachmentLookup,
  escapeAttribute,
  type Report,
  shorten,
  tidyText,
  truncate,
  webAddress,
} from "./wp-text.ts";

type Options = { siteUrl: string; attachment: AttachmentLookup; report: Report };

/** Where the walk is: what the elements around the node say about it. */
type Place = {
  /** The attachment id an element around says its picture is (`data-wp-attachment`). */
  attachment: number | null;
  /** The address of the link around, if any. */
  link: string | null;
  /** The caption of the one picture of a figure. */
  caption: string | null;
  /** Inside `<pre>`: a line break is one. */
  pre: boolean;
  /** Inside a table's cell: blocks are only spaces between their texts. */
  flat: boolean;
};

export const topPlace: Place = { attachment: null, link: null, caption: null, pre: false, flat: false };

const formats = new Set(["b", "strong", "i", "em", "u"]);
const keptBlocks = new Set(["p", "ul", "ol", "li", "blockquote"]);
/** Elements whose content is no text of the article: gone, and reported. */
const removed = new Set([
  "object",
  "embed",
  "applet",
  "form",
  "input",
  "button",
  "select",
  "textarea",
  "svg",
  "math",
  "canvas",
  "frameset",
  "frame",
  "template",
  "title",
  "dialog",
]);
/**
 * Gone without a word: they hold no text (or, `noscript`, a copy of a lazy-loaded picture that is
 * read from the picture itself).
 */
const silent = new Set(["noscript", "head", "meta", "link", "base", "hr", "wbr", "col", "colgroup", "map", "area"]);
/** Containers whose text is kept in paragraphs of its own; any other element is unwrapped where it stands. */
const blocks = new Set([
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "aside",
  "nav",
  "center",
  "address",
  "dl",
  "dt",
  "dd",
  "details",
  "summary",
  "fieldset",
  "legend",
  "figure",
  "figcaption",
  "hgroup",
  "menu",
  "body",
  "html",
  "caption",
]);
const imageFile = /\.(?:jpe?g|png|gif|webp|avif|bmp|svg|tiff?|heic)(?:[?#]|$)/i;
/** The longest link address kept; longer ones are no address a reader follows. */
const linkAddressMax = 2048;

const isElement = (node: AnyNode): node is Element => node.type === "tag";

/** Walks a post's HTML (as `renderPost` makes it) into the writer's sections, reporting what it can't keep. */
export class HtmlWalker {
  constructor(
    private readonly writer: SectionWriter,
    private readonly options: Options,
  ) {}

  walk(nodes: readonly AnyNode[], place: Place) {
    for (const node of nodes) this.node(node, place);
  }

  private node(node: AnyNode, place: Place) {
    switch (node.type) {
      case "text":
        if (!place.pre) return this.writer.text(node.data);
        node.data.split("\n").forEach((line, i) => {
          if (i > 0) this.writer.lineBreak();
          this.writer.text(line);
        });
        return;
      case "tag":
        return this.element(node, place);
      case "script":
      case "style":
        return this.options.report(texts.elementRemoved(node.name));
      case "comment":
        // `<!--more-->` and any other comment is no text; a CDATA section in HTML is read as one.
        if (/^\[CDATA\[/i.test(node.data)) this.options.report(texts.cdataRemoved);
        return;
      case "cdata":
        return this.options.report(texts.cdataRemoved);
      default:
        return; // a doctype or a processing instruction
    }
  }

  private element(element: Element, place: Place) {
    const name = element.name;
    const hint = Number(element.attribs["data-wp-attachment"]);
    if (Number.isInteger(hint) && hint > 0) place = { ...place, attachment: hint };

    if (formats.has(name)) return this.inside(this.writer.open(name), element, place);
    if (name === "a") return this.link(element, place);
    if (name === "br") return place.flat ? this.writer.text(" ") : this.writer.lineBreak();
    if (name === "img") return this.image(element, place);
    if (/^h[1-6]$/.test(name)) return this.heading(element, place);
    if (name === "figure") return this.figure(element, place);
    if (name === "table") return this.table(element, place);
    if (name === "pre") return this.preformatted(element, place);
    if (name === "iframe") return this.frame(element);
    if (name === "video" || name === "audio") return this.media(element);
    if (removed.has(name)) return this.options.report(texts.elementRemoved(name));
    if (silent.has(name)) return;
    if (place.flat && (keptBlocks.has(name) || blocks.has(name))) {
      this.writer.text(" ");
      this.walk(element.children, place);
      return this.writer.text(" ");
    }
    if (name === "cite" && isElement(element.parent as AnyNode) && (element.parent as Element).name === "blockquote") {
      // Who is quoted (a quote block's `<cite>`), on a line of its own.
      const paragraph = this.writer.open("p", "", true);
      this.writer.text("— ");
      return this.inside(paragraph, element, place);
    }
    if (name === "p" && this.embeddedAddress(element)) return;
    if (keptBlocks.has(name) && (name !== "li" || inList(element)))
      return this.inside(this.writer.open(name, "", true), element, place);
    if (blocks.has(name) || name === "li") {
      this.writer.endParagraph();
      this.walk(element.children, place);
      return this.writer.endParagraph();
    }
    // Formatting noise (span, font, sup, code, o:p of a pasted Word document, …): its text stays.
    this.walk(element.children, place);
  }

  private inside(entry: ReturnType<SectionWriter["open"]>, element: Element, place: Place) {
    this.walk(element.children, place);
    this.writer.close(entry);
  }

  private link(element: Element, place: Place) {
    const href = element.attribs.href?.trim() ?? "";
    const address = this.linkAddress(href);
    // An anchor without an address, or to a place on the same page (a footnote), is its text.
    if (address === null) return this.walk(element.children, place);
    const refused = !isAllowedLinkAddress(address, "articleText")
      ? destinationOf(href)
      : address.length > linkAddressMax
        ? shorten(address, 60)
        : null;
    if (refused !== null) {
      this.options.report(texts.linkRefused(refused));
      return this.walk(element.children, place);
    }
    const rel = isExternalLinkAddress(address) ? "noopener noreferrer" : "noopener";
    const entry = this.writer.open("a", ` href="${escapeAttribute(address)}" rel="${rel}"`);
    this.inside(entry, element, { ...place, link: address });
  }

  /** Where a link leads: as written with a scheme, else made absolute on the old site; null for none or a place on the page. */
  private linkAddress(href: string): string | null {
    if (href === "" || href.startsWith("#")) return null;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href.replace(/[\s\p{Cc}]/gu, ""))) return href;
    return webAddress(href, this.options.siteUrl) ?? href;
  }

  /** A paragraph of nothing but an embeddable address: WordPress showed it embedded. */
  private embeddedAddress(paragraph: Element): boolean {
    const content = paragraph.children.filter((node) => !(node.type === "text" && node.data.trim() === ""));
    const only = content[0];
    if (content.length !== 1 || only?.type !== "text") return false;
    const url = only.data.trim();
    const kind = /^https?:\/\/\S+$/i.test(url) ? embedKind(url) : null;
    if (!kind) return false;
    this.options.report(kind === "video" ? texts.videoAsLink(shorten(url)) : texts.embedAsLink(shorten(url)));
    this.linkParagraph(url);
    return true;
  }

  private linkParagraph(url: string) {
    const paragraph = this.writer.open("p", "", true);
    const link = this.writer.open("a", ` href="${escapeAttribute(url)}" rel="noopener noreferrer"`);
    this.writer.text(url);
    this.writer.close(link);
    this.writer.close(paragraph);
  }

  private heading(element: Element, place: Place) {
    const text = this.plainText(element, texts.headingLinkRemoved);
    if (place.flat) this.writer.text(` ${text} `);
    else if (text.length > limits.headingMax) {
      // Too long to be a heading: the text is kept, as a bold paragraph.
      this.options.report(texts.longHeading(limits.headingMax));
      const paragraph = this.writer.open("p", "", true);
      const bold = this.writer.open("strong");
      this.writer.text(text);
      this.writer.close(bold);
      this.writer.close(paragraph);
    } else if (text !== "") this.writer.heading(text);
    for (const image of pictures(element)) this.image(image, place);
  }

  /** A figure's one picture takes its caption; a figure of several (a gallery) keeps its caption as text. */
  private figure(element: Element, place: Place) {
    const caption = element.children.find((node): node is Element => isElement(node) && node.name === "figcaption");
    const images = pictures(element);
    this.writer.endParagraph();
    if (caption && images.length === 1) {
      const own = this.plainText(caption, texts.captionLinkRemoved);
      // A caption around this figure's (a gallery of one) is kept after its own.
      const text = place.caption ? `${own} ${place.caption}`.trim() : own;
      this.walk(
        element.children.filter((node) => node !== caption),
        { ...place, caption: text },
      );
    } else this.walk(element.children, place);
    this.writer.endParagraph();
  }

  private image(element: Element, place: Place) {
    const attributes = element.attribs;
    const className = attributes.class ?? "";
    // WordPress's emoji are pictures of a character: the character is the text.
    if (/\b(?:wp-smiley|emoji)\b/.test(className)) return this.writer.text(attributes.alt ?? "");
    let src = attributes.src?.trim() ?? "";
    // A lazy-loading plugin leaves a placeholder (or nothing) where the picture's address was.
    for (const lazy of ["data-lazy-src", "data-src", "data-orig-file"])
      if ((src === "" || /^data:/i.test(src)) && attributes[lazy]) src = attributes[lazy].trim();
    const classId = /\bwp-image-(\d+)\b/.exec(className)?.[1];
    const id = classId ? Number(classId) : place.attachment;
    const known = id !== null ? this.options.attachment(id) : null;
    const address = known?.url ?? src;
    const source = webAddress(address, this.options.siteUrl);
    const report = this.options.report;
    if (source === null) {
      if (address === "") report(texts.imageWithoutAddress);
      else report(/^\s*data:/i.test(address) ? texts.imageInlineData : texts.imageAddressRefused(shorten(address)));
      // Its caption is text of the article still.
      if (place.caption) {
        const paragraph = this.writer.open("p", "", true);
        this.writer.text(place.caption);
        this.writer.close(paragraph);
      }
      return;
    }
    // A picture linked to its own file or attachment page (WordPress's default) loses nothing.
    if (place.link && !imageFile.test(place.link) && !/attachment(?:_id=|\/)/.test(place.link))
      report(texts.imageLinkRemoved(shorten(place.link)));

    const alt = tidyText(attributes.alt ?? "") || tidyText(known?.alt ?? "");
    if (alt.length > limits.imageAltMax) report(texts.altShortened(limits.imageAltMax));
    const { caption, credit } = withCredit(place.caption ?? "");
    if (caption.length > limits.captionMax) report(texts.captionShortened(limits.captionMax));
    this.writer.image({
      type: "image",
      source,
      attachmentId: known ? id : null,
      caption: caption ? truncate(caption, limits.captionMax) : null,
      alt: alt ? truncate(alt, limits.imageAltMax) : null,
      credit,
    });
  }

  /** A table's text: a paragraph, a line a row, its cells apart by " | ". */
  private table(element: Element, place: Place) {
    this.options.report(texts.tableAsText);
    if (place.flat) return this.walk(element.children, place);
    const paragraph = this.writer.open("p", "", true);
    const cellPlace = { ...place, flat: true };
    const caption = element.children.find((node): node is Element => isElement(node) && node.name === "caption");
    if (caption) {
      this.walk(caption.children, cellPlace);
      this.writer.lineBreak();
    }
    for (const row of rowsOf(element)) {
      const cells = row.children.filter(
        (node): node is Element => isElement(node) && (node.name === "td" || node.name === "th"),
      );
      if (cells.every((cell) => DomUtils.textContent(cell).trim() === "" && pictures(cell).length === 0)) continue;
      cells.forEach((cell, i) => {
        if (i > 0) this.writer.text(" | ");
        this.walk(cell.children, cellPlace);
      });
      this.writer.lineBreak();
    }
    this.writer.close(paragraph);
  }

  private preformatted(element: Element, place: Place) {
    // A verse block is a poem's lines, kept as lines; anything else loses its monospace.
    if (!/\bwp-block-verse\b/.test(element.attribs.class ?? "")) this.options.report(texts.codeAsText);
    this.inside(this.writer.open("p", "", true), element, { ...place, pre: true });
  }

  private frame(element: Element) {
    const src = element.attribs.src ?? element.attribs["data-src"] ?? "";
    const address = webAddress(src, this.options.siteUrl);
    const kind = address ? embedKind(address) : null;
    if (!address || !kind) return this.options.report(texts.frameRemoved(shorten(src) || "<iframe>"));
    const page = pageOfPlayer(address);
    this.options.report(kind === "video" ? texts.videoAsLink(shorten(page)) : texts.embedAsLink(shorten(page)));
    this.linkParagraph(page);
  }

  private media(element: Element) {
    const source = element.children.find((node): node is Element => isElement(node) && node.name === "source");
    const address = webAddress(element.attribs.src ?? source?.attribs.src ?? "", this.options.siteUrl);
    if (!address) return this.options.report(texts.mediaWithoutAddress);
    const line = element.name === "video" ? texts.videoAsLink : texts.audioAsLink;
    this.options.report(line(shorten(address)));
    this.linkParagraph(address);
  }

  /** An element's text alone (a heading's, a caption's): its links and anything not text reported. */
  private plainText(element: Element, linkLine: (href: string) => string): string {
    let text = "";
    const visit = (node: AnyNode) => {
      if (node.type === "text") text += node.data;
      else if (node.type === "script" || node.type === "style") this.options.report(texts.elementRemoved(node.name));
      else if (isElement(node)) {
        if (removed.has(node.name) || node.name === "iframe")
          return this.options.report(texts.elementRemoved(node.name));
        if (silent.has(node.name) || node.name === "img") return;
        const href = node.name === "a" ? (node.attribs.href?.trim() ?? "") : "";
        const address = this.linkAddress(href);
        if (address !== null)
          this.options.report(
            isAllowedLinkAddress(address, "articleText")
              ? linkLine(shorten(address))
              : texts.linkRefused(destinationOf(href)),
          );
        if (node.name === "br") text += " ";
        node.children.forEach(visit);
      }
    };
    element.children.forEach(visit);
    return tidyText(text);
  }
}

/** The pictures in an element, not counting the copies in `<noscript>`. */
function pictures(element: Element): Element[] {
  return DomUtils.findAll((node) => node.name === "img" && !inNoscript(node), element.children);
}

/** A list item where it belongs; one outside a list is a paragraph. */
function inList(item: Element): boolean {
  const parent = item.parent;
  return parent !== null && isElement(parent) && (parent.name === "ul" || parent.name === "ol");
}

function inNoscript(node: Element): boolean {
  for (let parent = node.parent; parent && isElement(parent); parent = parent.parent)
    if (parent.name === "noscript") return true;
  return false;
}

/** A table's rows in order (head, body, foot), not those of a table inside it. */
function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  const visit = (node: AnyNode) => {
    if (!isElement(node)) return;
    if (node.name === "tr") rows.push(node);
    else if (node.name !== "table") node.children.forEach(visit);
  };
  table.children.forEach(visit);
  return rows;
}

/** What a refused link leads to, for the report: its scheme ("javascript:"), or the address. */
function destinationOf(href: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\s\p{Cc}]/gu, ""))?.[1];
  return scheme ? `${scheme.toLowerCase()}:` : shorten(href, 60);
}
