import { sql, type SQL } from "drizzle-orm";
import { commentLimits } from "#common/limits.ts";
import type {
  AdminComment,
  AdminCommentList,
  ModerationCounts,
  ModerationQuery,
  ModerationTab,
} from "#common/schemas/comments.ts";
import { queryRows, type Database } from "#server/db/client.ts";

/** Escapes LIKE's wildcards so that a search for "50%" finds "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters of the queue other than its tab: article, Sofia calendar days (inclusive), text or name. */
function filterConditions(query: ModerationQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.article_id) conditions.push(sql`c.article_id = ${query.article_id}`);
  if (query.dateFrom)
    conditions.push(sql`c.created_at >= (${query.dateFrom}::date)::timestamp at time zone 'Europe/Sofia'`);
  if (query.dateTo)
    conditions.push(sql`c.created_at < ((${query.dateTo}::date + 1))::timestamp at time zone 'Europe/Sofia'`);
  const search = query.search?.trim();
  if (search)
    conditions.push(sql`(c.content ilike ${likePattern(search)} or c.author_name ilike ${likePattern(search)})`);
  return conditions;
}

const openReports = sql`exists (select 1 from comment_reports r where r.comment_id = c.id and r.resolved_at is null)`;

const tabCondition: Record<ModerationTab, SQL | null> = {
  held: sql`c.status = 'held'`,
  reported: openReports,
  all: null,
  hidden: sql`c.status = 'hidden'`,
};

const whereOf = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

type QueueRow = {
  id: number;
  author_name: string;
  content: string;
  created_at: string | Date;
  article_id: number;
  article_title: string;
  article_slug: string | null;
  status: AdminComment["status"];
  held_reason: AdminComment["heldReason"];
  parent_id: number | null;
  parent_author: string | null;
  report_count: number;
  reports: { reason: AdminComment["reports"]["latest"][number]["reason"]; details: string; created_at: string }[];
  writer_block: "browser" | "address" | null;
  moderated_at: string | Date | null;
  moderator: string | null;
  moderation_reason: string | null;
};

/**
 * The moderation queue (issue 22, point 2): every comment of the site, newest first, in one of the
 * tabs (held, reported: with open reports, all, hidden) and under the filters, with the counts of
 * the tabs under the same filters. The per-article comments modal is this with `article_id`.
 */
export async function listModerationQueue(db: Database, query: ModerationQuery, now: Date): Promise<AdminCommentList> {
  const filters = filterConditions(query);
  const tab = tabCondition[query.tab];
  const where = whereOf(tab ? [...filters, tab] : filters);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [totals], counts] = await Promise.all([
    queryRows<QueueRow>(
      db,
      sql`select c.id, c.author_name, c.content, c.created_at, c.article_id, a.title as article_title, a.slug as article_slug, c.status, c.held_reason,
                 c.parent_id, p.author_name as parent_author, c.moderated_at, u.username as moderator, c.moderation_reason,
                 (select count(*)::int from comment_reports r where r.comment_id = c.id and r.resolved_at is null) as report_count,
                 coalesce((select json_agg(json_build_object('reason', x.reason, 'details', x.details, 'created_at', x.created_at) order by x.created_at desc)
                             from (select r.reason, r.details, r.created_at from comment_reports r
                                    where r.comment_id = c.id and r.resolved_at is null
                                    order by r.created_at desc limit ${commentLimits.reportsShownPerComment}) x), '[]'::json) as reports,
                 case when exists (select 1 from comment_blocks b
                                    where b.reader_id = c.reader_id and (b.until is null or b.until > ${now.toISOString()}::timestamptz)) then 'browser'
                      when exists (select 1 from comment_blocks b
                                    where b.address_hash = c.address_hash and (b.until is null or b.until > ${now.toISOString()}::timestamptz)) then 'address'
                 end as writer_block
            from comments c
            join articles a on a.id = c.article_id
            left join comments p on p.id = c.parent_id
            left join users u on u.id = c.moderated_by
            ${where}
           order by c.created_at desc, c.id desc
           limit ${query.pageSize} offset ${offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from comments c ${where}`),
    moderationCounts(db, filters),
  ]);
  const total = totals?.total ?? 0;
  return {
    comments: rows.map(toAdminComment),
    pagination: {
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    },
    counts,
  };
}

/** How many comments the held, reported and hidden tabs hold under these filters. */
async function moderationCounts(db: Database, filters: SQL[]): Promise<ModerationCounts> {
  const count = (condition: SQL) => sql`(select count(*)::int from comments c ${whereOf([...filters, condition])})`;
  const [row] = await queryRows<ModerationCounts>(
    db,
    sql`select ${count(tabCondition.held!)} as held, ${count(openReports)} as reported, ${count(tabCondition.hidden!)} as hidden`,
  );
  return row ?? { held: 0, reported: 0, hidden: 0 };
}

/** The counts of the whole site: what the dashboard reminds of. */
export const siteModerationCounts = (db: Database) => moderationCounts(db, []);

const iso = (value: string | Date) => new Date(value).toISOString();

function toAdminComment(row: QueueRow): AdminComment {
  return {
    id: row.id,
    author: row.author_name,
    avatar: null,
    content: row.content,
    createdAt: iso(row.created_at),
    articleId: row.article_id,
    articleSlug: row.article_slug,
    articleTitle: row.article_title,
    status: row.status,
    heldReason: row.held_reason,
    replyTo: row.parent_id === null ? null : { id: row.parent_id, author: row.parent_author ?? "" },
    reports: {
      count: row.report_count,
      latest: row.reports.map((report) => ({
        reason: report.reason,
        details: report.details,
        createdAt: iso(report.created_at),
      })),
    },
    writerBlocked: row.writer_block === "browser",
    writerBlock: row.writer_block,
    moderation:
      row.moderated_at === null
        ? null
        : { by: row.moderator, at: iso(row.moderated_at), reason: row.moderation_reason },
  };
}
