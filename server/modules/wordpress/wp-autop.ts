/**
 * WordPress's "autop" (wpautop) for text of the classic editor, which is stored without its
 * paragraphs: a blank line starts a new paragraph, a single line break is a `<br />`, except
 * between block elements (lists, quotes, tables, …) and inside `<pre>`. The contract of
 * `@wordpress/autop`'s `autop`, written here since WordPress's packages are GPL-2.0-or-later.
 */
const blockTags =
  "table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary";
const blockOpening = new RegExp(`(<(?:${blockTags})[\\s/>])`, "gi");
const blockClosing = new RegExp(`(</(?:${blockTags})>)`, "gi");
const blockTag = `</?(?:${blockTags})[^>]*>`;
const loneBlockTag = new RegExp(`<p>\\s*(${blockTag})\\s*</p>`, "gi");
const paragraphBeforeBlock = new RegExp(`<p>\\s*(${blockTag})`, "gi");
const paragraphAfterBlock = new RegExp(`(${blockTag})\\s*</p>`, "gi");
const breakAfterBlock = new RegExp(`(${blockTag})\\s*<br />`, "gi");
const breakBeforeBlock = /<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi;

export function autop(text: string): string {
  if (text.trim() === "") return "";
  // Preformatted text keeps its lines: set aside as a block of its own, put back at the end.
  const preformatted: string[] = [];
  let html = `${text}\n`
    .replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (pre) => `<pre wp-pre-tag-${preformatted.push(pre) - 1}></pre>`)
    .replace(/\r\n?/g, "\n")
    .replace(/<br\s*\/?>\s*<br\s*\/?>/gi, "\n\n")
    .replace(blockOpening, "\n\n$1")
    .replace(blockClosing, "$1\n\n")
    .replace(/<hr\s*?\/?>/gi, "<hr />\n\n")
    // A line break inside a tag (between its attributes) is none of the text's.
    .replace(/<[^>]*>/g, (tag) => tag.replace(/\n/g, " "));

  html = html
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${paragraph}</p>\n`)
    .join("")
    .replace(loneBlockTag, "$1")
    .replace(/<p>(<li.+?)<\/p>/gi, "$1")
    .replace(/<p><blockquote([^>]*)>/gi, "<blockquote$1><p>")
    .replace(/<\/blockquote><\/p>/gi, "</p></blockquote>")
    .replace(paragraphBeforeBlock, "$1")
    .replace(paragraphAfterBlock, "$1")
    .replace(/<br\s*\/?>/gi, "<br />")
    .replace(/(<br \/>)?\s*\n/g, (whole, br: string | undefined) => (br ? whole : "<br />\n"))
    .replace(breakAfterBlock, "$1")
    .replace(breakBeforeBlock, "$1")
    .replace(/\n<\/p>$/, "</p>");
  return html.replace(/<pre wp-pre-tag-(\d+)><\/pre>/g, (_tag, index: string) => preformatted[Number(index)] ?? "");
}
