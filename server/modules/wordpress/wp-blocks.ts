/**
 * A post of WordPress's block editor, read as its block tree: `<!-- wp:name {"json":"attrs"} -->`
 * … `<!-- /wp:name -->`, or `<!-- wp:name /-->` for a block without HTML. What stands between
 * blocks (or is all of a classic post) is a freeform block, `name` null. As WordPress's own
 * parser: a block's `innerContent` is its HTML in pieces, `null` where each inner block goes.
 */
export type Block = {
  /** "core/paragraph" for `wp:paragraph`, "namespace/name" for a plugin's; null for freeform HTML. */
  name: string | null;
  attrs: Record<string, unknown>;
  innerBlocks: Block[];
  innerContent: (string | null)[];
};

const delimiter = /^\s+(\/)?wp:([a-z][a-z0-9_-]*\/)?([a-z][a-z0-9_-]*)\s+(\{[\s\S]*\}\s+)?(\/)?$/;

export function parseBlocks(document: string): Block[] {
  const top: Block[] = [];
  const open: Block[] = [];
  const addHtml = (html: string) => {
    if (html === "") return;
    const parent = open.at(-1);
    if (parent) parent.innerContent.push(html);
    else top.push({ name: null, attrs: {}, innerBlocks: [], innerContent: [html] });
  };
  const add = (block: Block) => {
    const parent = open.at(-1);
    if (!parent) return void top.push(block);
    parent.innerBlocks.push(block);
    parent.innerContent.push(null);
  };

  // Comments are found by position, not by one regular expression over the document: an unclosed
  // `<!-- wp:x {` must not make every later one scan to the end.
  let at = 0;
  let from = 0;
  while (true) {
    const start = document.indexOf("<!--", from);
    const end = start === -1 ? -1 : document.indexOf("-->", start + 4);
    if (end === -1) break;
    from = end + 3;
    const match = delimiter.exec(document.slice(start + 4, end));
    if (!match) continue;
    addHtml(document.slice(at, start));
    at = from;
    const [, closer, namespace, localName, json, void_] = match;
    const name = (namespace ?? "core/") + localName;
    if (closer) {
      const index = open.findLastIndex((block) => block.name === name);
      // A closer without its opener is dropped, as WordPress does.
      while (index !== -1 && open.length > index) add(open.pop()!);
      continue;
    }
    const block: Block = { name, attrs: parseAttributes(json), innerBlocks: [], innerContent: [] };
    if (void_) add(block);
    else open.push(block);
  }
  addHtml(document.slice(at));
  // An opener never closed ends with the document.
  while (open.length) add(open.pop()!);
  return top;
}

function parseAttributes(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
