import { DomUtils, parseDocument } from "htmlparser2";
import type { AnyNode, Element } from "domhandler";
import { htmlToText } from "#common/text.ts";

/**
 * The gaps of a publisher's page (issue 29, point 15): "[Попълнете: …]", the facts only the
 * publisher can give, which the default texts leave marked (default-pages.ts) and an Owner may
 * save unfilled. Readers never see one: the page shows without the lines that hold one (a line of
 * a paragraph, a list item, a heading's whole section once nothing else is left under it), and a
 * page with nothing else to say is not shown at all. The Owner is told what is missing, in the
 * admin panel and when the server starts.
 */
export const gapPattern = /\[Попълнете:\s*([^\]]*)\]/g;

/** What the page's gaps ask for ("ЕИК", "адрес", …), in order, each once. */
export function gapsOf(body: string): string[] {
  return [...new Set([...htmlToText(body).matchAll(gapPattern)].map((m) => m[1]!.trim()))];
}

const hasGap = (node: AnyNode) => new RegExp(gapPattern.source).test(DomUtils.textContent(node));
const isElement = (node: AnyNode): node is Element => node.type === "tag";
const isBreak = (node: AnyNode) => isElement(node) && node.name === "br";
const blank = (node: AnyNode) => DomUtils.textContent(node).trim() === "";
const headingLevel = (node: AnyNode) => (isElement(node) && /^h[1-6]$/.test(node.name) ? Number(node.name[1]) : 0);

/** A paragraph's lines (between <br>) that hold a gap go, with their break; the paragraph too when nothing is left. */
function dropGapLines(paragraph: Element) {
  const lines: AnyNode[][] = [[]];
  for (const child of paragraph.children) {
    lines.at(-1)!.push(child);
    if (isBreak(child)) lines.push([]);
  }
  for (const line of lines) {
    if (!line.some(hasGap)) continue;
    for (const node of line) DomUtils.removeElement(node);
  }
  // A break left at the end of what remains.
  const last = paragraph.children.at(-1);
  if (last && isBreak(last)) DomUtils.removeElement(last);
  if (blank(paragraph)) DomUtils.removeElement(paragraph);
}

function dropGaps(parent: { children: AnyNode[] }) {
  for (const child of [...parent.children]) {
    if (!isElement(child) || !hasGap(child)) continue;
    if (child.name === "p") dropGapLines(child);
    else if (child.name === "ul" || child.name === "ol") {
      for (const item of [...child.children]) if (hasGap(item)) DomUtils.removeElement(item);
      if (blank(child)) DomUtils.removeElement(child);
    } else if (headingLevel(child) > 0 || child.name === "li") DomUtils.removeElement(child);
    else dropGaps(child);
  }
}

/** Headings with nothing left under them before the next heading of their level or above. */
function dropEmptySections(parent: { children: AnyNode[] }) {
  const nodes = parent.children.filter((node) => !(node.type === "text" && blank(node)));
  for (const [i, node] of nodes.entries()) {
    const level = headingLevel(node);
    if (level === 0) continue;
    const next = nodes.slice(i + 1).find((after) => {
      const afterLevel = headingLevel(after);
      return afterLevel === 0 ? !blank(after) : afterLevel <= level;
    });
    if (!next || headingLevel(next) > 0) DomUtils.removeElement(node);
  }
}

/** The page's body as readers see it: without its gaps (see above). */
export function withoutGaps(body: string): string {
  if (!new RegExp(gapPattern.source).test(body)) return body;
  const document = parseDocument(body);
  dropGaps(document);
  // Twice: a subheading's section gone may leave its heading's section empty.
  dropEmptySections(document);
  dropEmptySections(document);
  return DomUtils.getOuterHTML(document.children, { encodeEntities: "utf8" });
}

/** Whether a page says anything without its gaps: one that does not is not shown nor linked. */
export function saysSomething(body: string): boolean {
  const text = htmlToText(withoutGaps(body));
  return text.replace(/\s+/g, "") !== "";
}
