import { sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import { importReportTexts } from "#common/messages/wordpress-report.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { markImported } from "./import-keys.ts";
import { addLine, type ImportReport } from "./import-report.ts";
import type { WxrAuthor } from "./wxr-types.ts";

/**
 * A password hash no password matches (argon2 refuses to read it): an imported author signs in
 * only after an admin activates the account and gives it a password.
 */
export const noPassword = "!imported";

/** A WordPress login as one of our usernames: letters, digits, `.`, `_`, `-`; 3–50 of them. */
function usernameOf(login: string): string {
  const cleaned = login
    .normalize("NFC")
    .replace(/@.*$/, "")
    .replace(/[^\p{L}\p{N}._-]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, limits.usernameMax);
  return cleaned.length >= limits.usernameMin ? cleaned : `${cleaned || "author"}-wp`.slice(0, limits.usernameMax);
}

export type AuthorsByLogin = {
  /** The account of a login (created on first need for a login the export's list lacks). */
  idOf(login: string): Promise<number>;
  usernameOf(login: string): string | undefined;
};

/**
 * The export's authors as staff accounts (issue 33): an account of the same username is theirs
 * (matched case-insensitively); else a new Journalist, inactive and without a password, named as
 * WordPress showed them. The one transaction per author keeps a killed import whole.
 */
export async function importAuthors(
  db: Database,
  site: string,
  authors: readonly WxrAuthor[],
  known: Map<string, number | null>,
  report: ImportReport,
): Promise<AuthorsByLogin> {
  const byLogin = new Map<string, { id: number; username: string }>();
  const take = async (author: WxrAuthor): Promise<number> => {
    const username = usernameOf(author.login);
    const name = (author.displayName || [author.firstName, author.lastName].filter(Boolean).join(" ") || author.login)
      .trim()
      .slice(0, limits.fullNameMax);
    const id = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      if (existing) return existing.id;
      const emailFree =
        author.email &&
        author.email.length <= limits.emailMax &&
        (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.email}) = lower(${author.email})`)
        ).length === 0;
      const [row] = await tx
        .insert(users)
        .values({
          username,
          passwordHash: noPassword,
          role: "Journalist",
          isActive: false,
          name,
          email: emailFree ? author.email : null,
        })
        .returning({ id: users.id });
      await markImported(tx, site, "author", author.login, row!.id);
      report.imported.authors++;
      if (username !== author.login) addLine(report, importReportTexts.authorRenamed(author.login, username));
      return row!.id;
    });
    byLogin.set(author.login, { id, username });
    return id;
  };
  for (const author of authors) {
    const knownId = known.get(author.login);
    if (knownId) byLogin.set(author.login, { id: knownId, username: usernameOf(author.login) });
    else await take(author);
  }
  return {
    idOf: async (login) =>
      byLogin.get(login)?.id ?? take({ id: null, login, email: null, displayName: login, firstName: "", lastName: "" }),
    usernameOf: (login) => byLogin.get(login)?.username,
  };
}
