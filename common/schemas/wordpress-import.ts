import { z } from "zod";

/** How far a WordPress import has come (issue 33): reading the file first, then importing its posts. */
export const importProgressSchema = z.object({
  phase: z.enum(["reading", "importing", "done"]),
  bytesRead: z.number(),
  totalBytes: z.number(),
  postsDone: z.number(),
  postsTotal: z.number(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

const importCountsSchema = z.object({
  authors: z.number(),
  categories: z.number(),
  tags: z.number(),
  articles: z.number(),
  comments: z.number(),
  pictures: z.number(),
  redirects: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** What an import did (or, in a dry run, would do): for the command's end and the admin panel. */
export const importReportSchema = z.object({
  /** The export's site (`wp:base_site_url`). */
  site: z.string(),
  dryRun: z.boolean(),
  /** Made by this run. */
  imported: importCountsSchema,
  /** Articles and comments an earlier import of the same site had brought in already. */
  alreadyImported: z.object({ articles: z.number(), comments: z.number() }),
  /** One line for each thing not imported, or not whole, and why (Bulgarian). */
  lines: z.array(z.string()),
  /** Lines past the report's limit, counted only. */
  linesLeftOut: z.number(),
  /** Pictures that could not be had. */
  missingPictures: z.number(),
  /** Comments not imported: spam, in the trash, pingbacks and trackbacks. */
  commentsLeftOut: z.object({ spam: z.number(), trash: z.number(), pings: z.number() }),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** An import started from the admin panel, as the panel shows it. */
export const wordpressImportRunSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  dryRun: z.boolean(),
  state: z.enum(["running", "done", "failed"]),
  progress: importProgressSchema.nullable(),
  report: importReportSchema.nullable(),
  /** Why it failed (Bulgarian). */
  error: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type WordpressImportRun = z.infer<typeof wordpressImportRunSchema>;
