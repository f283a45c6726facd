/**
 * Whether a query's word spells a word of the documents (decision 0080): in Cyrillic, in the
 * official transliteration, in the informal Latin of chats and search boxes ("шльокавица"), or
 * mixed; with or without its last letters, in another inflection, or with one typo.
 *
 * Both words are read as Bulgarian letters. A Cyrillic letter is itself; Latin text may spell
 * several letters ("j" is ж or й, "sh" is ш, щ, or с and х), so each word becomes a lattice: from
 * every position, the letters that can be read there and where each ends. Two words match when
 * some reading of one equals some reading of the other, and with a typo when one letter differs,
 * is missing, is extra, or two neighbouring letters are swapped (Damerau–Levenshtein distance 1).
 */

/** The Latin spellings of each Bulgarian letter, official and informal, as decision 0080 lists them. */
export const latinSpellings: Readonly<Record<string, readonly string[]>> = {
  а: ["a"],
  б: ["b"],
  в: ["v", "w"],
  г: ["g"],
  д: ["d"],
  е: ["e"],
  ж: ["zh", "j", "z"],
  з: ["z"],
  и: ["i"],
  й: ["y", "i", "j"],
  к: ["k"],
  л: ["l"],
  м: ["m"],
  н: ["n"],
  о: ["o"],
  п: ["p"],
  р: ["r"],
  с: ["s"],
  т: ["t"],
  у: ["u"],
  ф: ["f"],
  х: ["h", "x"],
  ц: ["ts", "c", "tz"],
  ч: ["ch", "4"],
  ш: ["sh", "6", "w"],
  щ: ["sht", "6t", "sh"],
  ъ: ["a", "u", "y", "`"],
  ь: ["y", "i", "`"],
  ю: ["yu", "iu", "ju", "u"],
  я: ["ya", "ia", "ja", "q", "a"],
};

/**
 * Inflection endings of Bulgarian nouns and adjectives: "парламента" finds "парламентът" and
 * "бюджет" with a typo still finds "бюджетите", but "карта" with a typo does not find "картофи".
 */
export const inflectionEndings: readonly string[] = [
  "а",
  "я",
  "о",
  "е",
  "и",
  "ът",
  "ят",
  "та",
  "то",
  "те",
  "ите",
  "ата",
  "ята",
  "ета",
  "етата",
  "ове",
  "овете",
  "еве",
  "евете",
  "ия",
  "ият",
  "ията",
  "ии",
  "иите",
  "ища",
  "ищата",
  "ен",
  "на",
  "но",
  "ни",
  "ната",
  "ното",
  "ните",
  "ния",
  "ният",
  "ска",
  "ско",
  "ски",
  "ската",
  "ското",
  "ските",
  "ския",
  "ският",
];
const endings = new Set(inflectionEndings);
const longestEnding = 5;
/** A word must keep this many letters before an ending for the ending to be swapped for another. */
const minStem = 4;
/** Typos are forgiven in query words of this many letters or more. */
export const typoMinLength = 5;

type Spelling = { text: string; letter: string };
const spellingsByFirst = new Map<string, Spelling[]>();
for (const [letter, spellings] of Object.entries(latinSpellings)) {
  for (const text of spellings)
    spellingsByFirst.set(text[0]!, [...(spellingsByFirst.get(text[0]!) ?? []), { text, letter }]);
}
const cyrillic = /[\u0400-\u04ff]/;
const digit = /\d/;
const letterOrBacktick = /[\p{L}`]/u;

type Edge = { to: number; letter: string };
/** A word read as letters: edges[i] are the letters that can be read from position i (in code points). */
type Lattice = {
  chars: string[];
  edges: Edge[][];
  /** Letters whose spelling the text ends inside of, from position i ("s" at the end may begin ш). */
  partial: string[][];
};

function latticeOf(text: string, withPartial: boolean): Lattice {
  const chars = Array.from(text);
  const n = chars.length;
  const digitsAsLetters = chars.some((ch) => letterOrBacktick.test(ch));
  const edges: Edge[][] = [];
  const partial: string[][] = [];
  for (let i = 0; i < n; i++) {
    const ch = chars[i]!;
    const here: Edge[] = [{ to: i + 1, letter: ch }];
    const ending: string[] = [];
    if (!cyrillic.test(ch)) {
      for (const spelling of spellingsByFirst.get(ch) ?? []) {
        if (!digitsAsLetters && digit.test(spelling.text[0]!)) continue;
        const length = spelling.text.length;
        if (chars.slice(i, i + length).join("") === spelling.text)
          here.push({ to: i + length, letter: spelling.letter });
        else if (withPartial && n - i < length && spelling.text.startsWith(chars.slice(i).join("")))
          ending.push(spelling.letter);
      }
    }
    edges.push(here);
    partial.push(ending);
  }
  edges.push([]);
  partial.push([]);
  return { chars, edges, partial };
}

/** How a query's word may match a document's word. */
export type MatchMode =
  /** The word begins with the query's word (or shares its stem, or equals it). */
  | "prefix"
  /** The word is the query's word (short words before the last: "на" is not "над"). */
  | "whole";

export type QueryWord = {
  text: string;
  mode: MatchMode;
  /** Whether a typo is forgiven: five letters or more. */
  typos: boolean;
  /** Whether the word is being typed: its last letter may be the start of a longer spelling ("s" of "sh"). */
  last: boolean;
  lattice: Lattice;
  /** endsInEnding[i]: whether the text from position i spells an inflection ending. */
  endsInEnding: boolean[];
};

/** A query's word, read once for comparing with many words. */
export function queryWord(text: string, options: { mode: MatchMode; last: boolean }): QueryWord {
  const lattice = latticeOf(text, options.last && options.mode === "prefix");
  const n = lattice.chars.length;
  const endsInEnding = Array.from(
    { length: n + 1 },
    (_, i) => n - i <= 2 * longestEnding && spellsEnding(lattice, i, ""),
  );
  return {
    text,
    mode: options.mode,
    typos: n >= typoMinLength && options.mode === "prefix",
    last: options.last,
    lattice,
    endsInEnding,
  };
}

function spellsEnding(lattice: Lattice, from: number, letters: string): boolean {
  if (from === lattice.chars.length) return letters !== "" && endings.has(letters);
  if (letters.length >= longestEnding) return false;
  return lattice.edges[from]!.some((edge) => spellsEnding(lattice, edge.to, letters + edge.letter));
}

/**
 * "exact" when the query's word spells the word (for "prefix": its beginning, or its stem with
 * another ending), "typo" when it does so with one letter wrong, missing, extra or two swapped
 * (the word then ends where the query's does, or in an ending), or null.
 */
export function spellingMatch(query: QueryWord, word: string): "exact" | "typo" | null {
  const w = latticeOf(word, false);
  const q = query.lattice;
  const nq = q.chars.length;
  const nw = w.chars.length;
  const width = nw + 1;
  const exact = new Uint8Array((nq + 1) * width);
  const typo = query.typos ? new Uint8Array((nq + 1) * width) : null;
  exact[0] = 1;

  for (let i = 0; i <= nq; i++) {
    for (let j = 0; j <= nw; j++) {
      const at = i * width + j;
      if (exact[at]) {
        for (const a of q.edges[i]!) {
          for (const b of w.edges[j]!) {
            if (a.letter === b.letter) exact[a.to * width + b.to] = 1;
            else if (typo) typo[a.to * width + b.to] = 1;
          }
        }
        if (typo) {
          for (const a of q.edges[i]!) typo[a.to * width + j] = 1;
          for (const b of w.edges[j]!) typo[i * width + b.to] = 1;
          for (const a of q.edges[i]!) {
            for (const a2 of q.edges[a.to]!) {
              if (a2.letter === a.letter) continue;
              for (const b of w.edges[j]!) {
                if (b.letter !== a2.letter) continue;
                for (const b2 of w.edges[b.to]!) if (b2.letter === a.letter) typo[a2.to * width + b2.to] = 1;
              }
            }
          }
        }
      }
      if (typo?.[at]) {
        for (const a of q.edges[i]!)
          for (const b of w.edges[j]!) if (a.letter === b.letter) typo[a.to * width + b.to] = 1;
      }
    }
  }

  const wordEndsAt = (j: number) => j === nw || (j >= minStem && endings.has(w.chars.slice(j).join("")));
  const stemAt = (reached: Uint8Array, i: number, j: number) =>
    reached[i * width + j] === 1 && (i === nq || (j >= minStem && query.endsInEnding[i]!)) && wordEndsAt(j);

  if (query.mode === "whole") return exact[nq * width + nw] ? "exact" : null;
  for (let j = 0; j <= nw; j++) if (exact[nq * width + j]) return "exact";
  for (let i = 0; i < nq; i++) {
    for (let j = 0; j <= nw; j++) {
      if (!exact[i * width + j]) continue;
      if (q.partial[i]!.length > 0 && w.edges[j]!.some((b) => q.partial[i]!.includes(b.letter))) return "exact";
      if (stemAt(exact, i, j)) return "exact";
    }
  }
  if (typo) {
    for (let i = 0; i <= nq; i++) for (let j = 0; j <= nw; j++) if (stemAt(typo, i, j)) return "typo";
  }
  return null;
}
