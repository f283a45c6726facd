import { describe, expect, it } from "vitest";
import * as admin from "./admin.ts";
import * as auth from "./auth.ts";
import * as authors from "./authors.ts";
import * as journalist from "./journalist.ts";
import * as live from "./live.ts";
import * as moderation from "./moderation.ts";
import * as newsroom from "./newsroom.ts";
import * as push from "./push.ts";
import * as readerCatalogue from "./reader.ts";
import * as redirectCatalogue from "./redirects.ts";
import * as reviews from "./reviews.ts";
import * as serverErrorTexts from "./server-errors.ts";
import * as sessions from "./sessions.ts";
import * as staff from "./staff.ts";
import * as tagCatalogue from "./tags.ts";
import * as twoStep from "./two-step.ts";
import * as wordpressContent from "./wordpress-content.ts";
import * as wordpressImport from "./wordpress-import.ts";
import * as wordpressReport from "./wordpress-report.ts";

const catalogue = {
  ...admin,
  ...auth,
  ...authors,
  ...journalist,
  ...live,
  ...moderation,
  ...newsroom,
  ...push,
  ...readerCatalogue,
  ...redirectCatalogue,
  ...reviews,
  ...serverErrorTexts,
  ...sessions,
  ...staff,
  ...tagCatalogue,
  ...twoStep,
  ...wordpressContent,
  ...wordpressImport,
  ...wordpressReport,
};

/**
 * Issue 29, point 9: every toast, error and notice the staff read is Bulgarian. The only English
 * left is what SPEC.md §1 keeps in English in the admin article list and the audit screen (the
 * status labels and buttons, the CSV export and its columns) and the API's own texts for programs.
 */
const englishBySpec = new Set([
  "Published",
  "Draft",
  "Publish",
  "Unpublish",
  "Export CSV",
  "Timestamp",
  "User",
  "Action",
  "Entity Type",
  "Entity ID",
  "Details",
  "IP Address",
  // SPEC.md §5: the administrators' roles by their names (the user form offers "Admin or Owner").
  "Owner",
  "Admin",
]);
// The API's texts for programs, and the reader's words (their own part of the catalogue, with the brand names of the share targets).
const notStaff = new Set(["serverErrors", ...Object.keys(readerCatalogue)]);
const cyrillic = /\p{Script=Cyrillic}/u;
/** A download's file name (Latin by the transliteration act, like the site's addresses), not a sentence. */
const fileName = /^[a-z0-9-]+\.[a-z]+$/;

/** Every text of a group: strings, and what its functions write for sample arguments. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") {
    for (const args of [
      ["Иван", "Петров", "Мария"],
      [2, 3, 4],
    ]) {
      try {
        return texts((value as (...a: unknown[]) => unknown)(...args), `${path}()`);
      } catch {
        // another kind of argument: tried next
      }
    }
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`));
  return [];
}

describe("the staff's words are Bulgarian (issue 29, point 9)", () => {
  it("has no English toast, error or notice in any group of the catalogue", () => {
    const english = Object.entries(catalogue)
      .filter(([name, group]) => !notStaff.has(name) && typeof group === "object")
      .flatMap(([name, group]) => texts(group, name))
      .filter(
        ([, text]) =>
          /[A-Za-z]{3}/.test(text) && !cyrillic.test(text) && !englishBySpec.has(text) && !fileName.test(text),
      )
      .map(([path, text]) => `${path}: ${text}`);
    expect(english).toEqual([]);
  });
});
