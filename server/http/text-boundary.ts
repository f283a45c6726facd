import type { FastifyInstance } from "fastify";
import { serverErrors } from "#common/messages/server-errors.ts";
import { isStorableText } from "#common/text.ts";
import { badRequest } from "./errors.ts";

/**
 * Where the first string (value or key) that breaks the text rule sits in a parsed request part,
 * as a dotted path (`body.sections.3.content`), or null. Walks without recursion: the body may be
 * nested as deep as the JSON parser allows.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, where] = stack.pop()!;
    if (typeof item === "string") {
      if (!isStorableText(item)) return where;
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => stack.push([child, `${where}.${i}`]));
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return where;
        stack.push([child, `${where}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * Whether a URL's percent escapes are whole and spell UTF-8. Lenient parsers keep "%E0%A4%A" or a
 * lone "%" as literal text; here they are what they are, a malformed address.
 */
export function hasWellFormedEscapes(url: string): boolean {
  if (!url.includes("%")) return true;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * The boundary where every string of the API enters (path parameters, query, JSON body): text
 * that breaks the one text rule (common/text.ts: no NUL, no lone surrogate) is refused with a 400
 * before any schema, service or database sees it, and so is an address with malformed percent
 * escapes. Multipart fields are checked where they are read (server/http/multipart.ts).
 */
export function registerTextBoundary(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (!hasWellFormedEscapes(request.url)) throw badRequest(serverErrors.malformedUrl);
    const where =
      findUnstorableText(request.params, "params") ??
      findUnstorableText(request.query, "query") ??
      findUnstorableText(request.body, "body");
    // Named as validation errors name their fields: the path inside the part (`sections.3.content`).
    if (where)
      throw badRequest(serverErrors.unstorableText, { [where.replace(/^\w+\./, "")]: serverErrors.unstorableText });
  });
}
