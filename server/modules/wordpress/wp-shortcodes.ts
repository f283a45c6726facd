/**
 * WordPress shortcodes in a post's text: `[name attr="value"]`, `[name /]` and
 * `[name …]content[/name]`; `[[name]]` is written to show `[name]` itself.
 */
export type Shortcode = {
  tag: string;
  /** Named attributes, names in lower case; values as written (HTML text, entities and all). */
  named: Record<string, string>;
  /** Attributes without a name (`[embed "url"]`), in order. */
  positional: string[];
  /** What an enclosing shortcode encloses; null for one that encloses nothing. */
  content: string | null;
  /** The opening tag as written, for the report. */
  opening: string;
};

/** WordPress's own shortcodes, and common ones that take no attributes (a bare `[word]` is text otherwise). */
const knownTags = new Set(["caption", "wp_caption", "gallery", "playlist", "audio", "video", "embed", "toc"]);

// WordPress's grammar: a name, then attributes up to a "]" that no "/" stands before; here without
// a "[" in them either, so that a "[" never closed costs a scan to the next bracket, not to the end.
const openingPattern = /\[(\[?)([A-Za-z][\w-]*)(?![\w-])([^[\]/]*(?:\/(?!\])[^[\]/]*)*?)(\/)?\]/g;
const attribute =
  /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)|"([^"]*)"(?:\s|$)|'([^']*)'(?:\s|$)|(\S+)(?:\s|$)/g;

/**
 * The text with each shortcode replaced by what `replace` makes of it. WordPress runs only the
 * shortcodes a site registered, which an export does not say: here one that encloses something,
 * ends in "/]", has a `name=value` attribute, a "-" or "_" in its name, or a known name is one; a
 * bare `[sic]` or `[Updated at 10:00]` stays text.
 */
export function replaceShortcodes(text: string, replace: (code: Shortcode) => string): string {
  if (!text.includes("[")) return text;
  let out = "";
  let at = 0;
  // Where each name's next closer is (-1: none), so many openers of one name search the text once.
  const closers = new Map<string, number>();
  const closerAfter = (tag: string, from: number) => {
    let found = closers.get(tag);
    if (found === undefined || (found !== -1 && found < from)) {
      found = text.indexOf(`[/${tag}]`, from);
      closers.set(tag, found);
    }
    return found;
  };
  const opening = new RegExp(openingPattern); // its own lastIndex: `replace` may call this again
  for (let match = opening.exec(text); match; match = opening.exec(text)) {
    const [whole, escape, tag, attributes, selfClosing] = match as unknown as [string, string, string, string, string?];
    const start = match.index;
    let end = start + whole.length;
    let content: string | null = null;
    if (!selfClosing) {
      const closer = closerAfter(tag, end);
      if (closer !== -1) {
        content = text.slice(end, closer);
        end = closer + tag.length + 3;
      }
    }
    if (escape && text[end] === "]") {
      out += text.slice(at, start) + text.slice(start + 1, end);
      at = end + 1;
    } else if (content !== null || selfClosing || isShortcodeLike(tag, attributes)) {
      const first = start + escape.length;
      const code = {
        tag: tag.toLowerCase(),
        ...parseAttributes(attributes),
        content,
        opening: whole.slice(escape.length),
      };
      out += text.slice(at, first) + replace(code);
      at = end;
    } else {
      opening.lastIndex = start + 1;
      continue;
    }
    opening.lastIndex = at;
  }
  return out + text.slice(at);
}

function isShortcodeLike(tag: string, attributes: string): boolean {
  return /[-_]/.test(tag) || knownTags.has(tag.toLowerCase()) || /[\w-]\s*=/.test(attributes);
}

function parseAttributes(text: string): Pick<Shortcode, "named" | "positional"> {
  const named: Record<string, string> = {};
  const positional: string[] = [];
  for (const m of text.replace(/[\u00a0\u200b]+/g, " ").matchAll(attribute)) {
    const name = m[1] ?? m[3] ?? m[5];
    if (name !== undefined) named[name.toLowerCase()] = (m[2] ?? m[4] ?? m[6])!;
    else positional.push((m[7] ?? m[8] ?? m[9])!);
  }
  return { named, positional };
}
