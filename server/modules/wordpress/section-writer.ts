import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { wordpressContentTexts as texts } from "#common/messages/wordpress-content.ts";
import { isBlank } from "#common/text.ts";
import { tidyText } from "./wp-text.ts";

export type ImportedSection =
  | { type: "heading"; content: string }
  /** Sanitized paragraph HTML (`sanitizeParagraph`). */
  | { type: "paragraph"; content: string }
  | {
      type: "image";
      /** The picture's absolute address on the old site, for the importer to fetch. */
      source: string;
      /** The WordPress attachment it is, when the importer knows it. */
      attachmentId: number | null;
      caption: string | null;
      alt: string | null;
      credit: string | null;
    };

/**
 * What an image section counts towards the article's characters: its address will be the stored
 * picture's (`/media/…`), which the importer knows only later; this bounds it.
 */
export const imageAddressReserve = 200;

/** As the sanitizer writes it, so that what is measured here is what is stored. */
const lineBreak = "<br />";

type Entry = {
  name: string;
  /** The opening tag as written. */
  opening: string;
  block: boolean;
  /** A paragraph this writer opened around loose text. */
  implicit: boolean;
  /** Where its opening tag starts in `html`, while written. */
  start: Mark;
  /** `visibleWrites` when it was written: unchanged at its end means nothing visible in it. */
  visibleAt: number;
};

/**
 * Writes a post's text as sections: paragraph HTML of the tags a paragraph keeps, with headings
 * and pictures between. The walker opens and closes tags as it meets them; a tag is written only
 * once something visible goes into it, so empty ones leave no trace. A heading or a picture in
 * the middle of a list or a link closes what is open and opens it again after, in the next
 * paragraph section. It keeps every section within `limits.sectionContentMax` (a longer text goes
 * on in another section) and the article within its own limits: what would pass one is left out
 * with everything after it, and `overLimit` says so.
 */
export class SectionWriter {
  readonly sections: ImportedSection[] = [];
  overLimit: string | null = null;
  private html = new Html();
  private stack: Entry[] = [];
  /** The first `written` entries of the stack are open in `html`. */
  private written = 0;
  private visibleWrites = 0;
  /** Nothing written on this line yet (a space here is dropped). */
  private lineStart = true;
  /** Nothing written in the innermost block yet (a line break here is dropped). */
  private blockStart = true;
  private charsBefore = 0;
  private markupBefore = 0;
  private markup = 0;
  private lastWords = "";

  open(name: string, attributes = "", block = false): Entry {
    const entry = { name, opening: `<${name}${attributes}>`, block, implicit: false, start: noMark, visibleAt: 0 };
    if (!block) {
      this.stack.push(entry);
      return entry;
    }
    // A block ends the paragraph it stands in; the formats open around it go on inside it (a link
    // around a list links each item's text), so it goes below them.
    this.endParagraph();
    const at = this.stack.findLastIndex((open) => open.block) + 1;
    this.closeFrom(at);
    this.stack.splice(at, 0, entry);
    return entry;
  }

  /** Closes an entry: what was opened inside it is closed by now, but for the paragraphs opened here. */
  close(entry: Entry) {
    const index = this.stack.lastIndexOf(entry);
    if (index === -1) return;
    this.closeFrom(index);
    this.stack = this.stack.filter((open, i) => i < index || (i > index && !open.implicit));
  }

  text(raw: string) {
    if (this.overLimit) return;
    // HTML's spaces as one; a run of non-breaking spaces (WordPress's way to space things out) too.
    let text = raw
      .replace(/[\t\n\f\r ]+/g, " ")
      .replace(/[ \u00a0]*\u00a0[ \u00a0]*/g, (run) => (run.length > 1 ? " " : run));
    if (isBlank(text)) {
      if (!this.lineStart && this.written > 0 && !this.html.endsWith(" ") && this.room() > 0) {
        this.append(" ");
        this.lastWords += " ";
      }
      return;
    }
    if (!this.openAll()) return;
    if (this.lineStart) text = text.trimStart();
    while (text !== "") {
      const room = this.room();
      const escaped = escapeText(text);
      if (escaped.length <= room) {
        this.append(escaped);
        this.wroteVisible(text);
        return;
      }
      // Too long for this section: the words that fit, then the rest in the next one (or nothing
      // more, when it is the article that is full).
      const part = wordsWithin(text, room);
      if (part !== "") {
        this.append(escapeText(part));
        this.wroteVisible(part);
      }
      if (limits.sectionContentMax - this.html.length >= this.articleRoom()) {
        this.stop(builderTexts.articleTooLong(limits.articleContentMaxChars));
        return;
      }
      this.breakSection();
      text = text.slice(part.length).trimStart();
      if (!this.openAll()) return;
    }
  }

  lineBreak() {
    if (this.overLimit || this.blockStart) return;
    if (!this.openAll() || this.room() < lineBreak.length || !this.fits(lineBreak.length, 1)) return;
    this.append(lineBreak);
    this.markup++;
    this.lineStart = true;
  }

  /** Ends the paragraph being written, when a block element begins. */
  endParagraph() {
    const index = this.stack.findLastIndex((entry) => entry.block);
    if (index === -1 || this.stack[index]!.name !== "p") return;
    this.closeFrom(index);
    this.stack.splice(index, 1);
  }

  heading(text: string) {
    if (this.overLimit) return;
    this.breakSection();
    if (!this.fits(text.length, 0, true)) return;
    this.sections.push({ type: "heading", content: text });
    this.charsBefore += text.length;
    this.wroteVisible(text);
  }

  image(section: Extract<ImportedSection, { type: "image" }>) {
    if (this.overLimit) return;
    this.breakSection();
    const chars = Math.max(section.source.length, imageAddressReserve) + (section.caption?.length ?? 0);
    if (!this.fits(chars, 0, true)) return;
    this.sections.push(section);
    this.charsBefore += chars;
  }

  finish(): { sections: ImportedSection[]; overLimit: string | null } {
    this.breakSection();
    return { sections: this.sections, overLimit: this.overLimit };
  }

  /** Writes every tag open but not yet written, with a paragraph around loose text; false once the article is full. */
  private openAll(): boolean {
    if (this.overLimit) return false;
    const block = this.stack.findLastIndex((entry) => entry.block);
    if (block === -1 || this.stack[block]!.name === "blockquote") {
      const paragraph = { name: "p", opening: "<p>", block: true, implicit: true, start: noMark, visibleAt: 0 };
      this.stack.splice(block + 1, 0, paragraph);
    }
    for (; this.written < this.stack.length; this.written++) {
      const entry = this.stack[this.written]!;
      const size = entry.opening.length + entry.name.length + 3;
      if (this.html.length > 0 && this.html.length + this.closingChars() + size > limits.sectionContentMax) {
        this.breakSection();
        return this.openAll();
      }
      if (!this.fits(size, 2, this.html.length === 0)) return false;
      // A space before a block's start is nobody's; an inline tag leaves the line where it was.
      if (entry.block && this.html.endsWith(" ")) this.html.dropEnd(1);
      entry.start = this.html.mark();
      entry.visibleAt = this.visibleWrites;
      this.html.append(entry.opening);
      this.markup++;
      if (entry.block) {
        this.lineStart = this.blockStart = true;
        this.lastWords += " ";
      }
    }
    return true;
  }

  /** Closes what is written from `index` up, keeping it open for the next text. */
  private closeFrom(index: number) {
    for (let i = this.written - 1; i >= index; i--) this.closeWritten(this.stack[i]!);
    this.written = Math.min(this.written, index);
  }

  private closeWritten(entry: Entry) {
    if (this.visibleWrites === entry.visibleAt) {
      const removed = this.html.cut(entry.start);
      this.markup -= countOf(removed, "<");
      if (!entry.block && /\s/.test(removed.slice(entry.opening.length)) && !this.html.endsWith(" "))
        this.html.append(" ");
      return;
    }
    if (entry.block) {
      while (this.html.endsWith(" ") || this.html.endsWith(lineBreak)) {
        if (this.html.endsWith(lineBreak)) this.markup--;
        this.html.dropEnd(this.html.endsWith(" ") ? 1 : lineBreak.length);
      }
    }
    this.append(`</${entry.name}>`);
    this.markup++;
    if (entry.block) this.lineStart = this.blockStart = true;
  }

  /** Closes what is open and ends the paragraph section; what stays open is opened again by the next text. */
  private breakSection() {
    if (this.html.endsWith(" ")) this.html.dropEnd(1);
    this.closeFrom(0);
    if (this.html.length > 0) {
      this.sections.push({ type: "paragraph", content: this.html.toString() });
      this.charsBefore += this.html.length;
      this.markupBefore += this.markup;
    }
    this.html = new Html();
    this.markup = 0;
    this.lineStart = this.blockStart = true;
  }

  private append(html: string) {
    this.html.append(html);
    this.lineStart = this.blockStart = false;
  }

  private wroteVisible(text: string) {
    this.visibleWrites++;
    this.lastWords = (this.lastWords + text).slice(-60);
  }

  /** Characters the closing tags of what is open will take. */
  private closingChars(): number {
    let chars = 0;
    for (let i = 0; i < this.written; i++) chars += this.stack[i]!.name.length + 3;
    return chars;
  }

  /** Characters of text the section and the article still take, the closing tags of what is open kept room for. */
  private room(): number {
    return Math.min(limits.sectionContentMax - this.html.length, this.articleRoom()) - this.closingChars();
  }

  private articleRoom(): number {
    return limits.articleContentMaxChars - this.charsBefore - this.html.length;
  }

  /** Whether `chars` more characters and `tags` more tags (and a new section) fit the article; if not, it ends here. */
  private fits(chars: number, tags: number, newSection = false): boolean {
    const sections = this.sections.length + (this.html.length > 0 ? 1 : 0) + (newSection ? 1 : 0);
    const rule =
      sections > limits.articleMaxSections
        ? builderTexts.tooManySections(limits.articleMaxSections)
        : chars + this.closingChars() > this.articleRoom()
          ? builderTexts.articleTooLong(limits.articleContentMaxChars)
          : this.markupBefore + this.markup + tags + this.written > limits.articleMarkupMax
            ? builderTexts.tooMuchMarkup(limits.articleMarkupMax)
            : null;
    if (rule) this.stop(rule);
    return rule === null;
  }

  private stop(rule: string) {
    this.breakSection();
    this.overLimit = texts.overLimit(rule, tidyText(this.lastWords).split(" ").slice(-6).join(" "));
  }
}

type Mark = { parts: number; length: number };
const noMark: Mark = { parts: 0, length: 0 };

/**
 * The paragraph HTML being written, in pieces: a string grown piece by piece and read at its end
 * after each would be copied whole each time (V8 flattens it), which a long post makes quadratic.
 */
class Html {
  private parts: string[] = [];
  length = 0;

  append(piece: string) {
    if (piece === "") return;
    this.parts.push(piece);
    this.length += piece.length;
  }

  endsWith(end: string): boolean {
    return this.parts.at(-1)?.endsWith(end) ?? false;
  }

  /** Drops the last `count` characters, all of the last piece's. */
  dropEnd(count: number) {
    const last = this.parts.pop()!;
    if (last.length > count) this.parts.push(last.slice(0, -count));
    this.length -= count;
  }

  mark(): Mark {
    return { parts: this.parts.length, length: this.length };
  }

  /** Cuts everything since the mark off, and returns it. */
  cut(mark: Mark): string {
    const removed = this.parts.splice(mark.parts).join("");
    this.length = mark.length;
    return removed;
  }

  toString(): string {
    return this.parts.join("");
  }
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
}

/** The longest start of `text` whose escaped form fits `room`, ending at a space when one is near. */
function wordsWithin(text: string, room: number): string {
  if (room <= 0) return "";
  let end = Math.min(text.length, room);
  while (end > 0 && escapeText(text.slice(0, end)).length > room) end = Math.floor(end * 0.9);
  const space = text.lastIndexOf(" ", end);
  if (space > end * 0.8) end = space;
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

function countOf(text: string, character: string): number {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) count++;
  return count;
}
