import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";

/** A digest of every content table's rows: equal before and after means no row changed. */
export async function tableFingerprint(db: Database): Promise<string> {
  const rows = await queryRows<{ t: string; n: number; h: string }>(
    db,
    sql`select 'articles' as t, count(*)::int as n, md5(coalesce(string_agg(r::text, ',' order by r.id), '')) as h from articles r
        union all select 'sections', count(*)::int, md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from sections r
        union all select 'categories', count(*)::int, md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from categories r
        union all select 'users', count(*)::int, md5(coalesce(string_agg(concat_ws('|', id, username, password_hash, role, is_active, name, avatar), ',' order by id), '')) from users
        union all select 'comments', count(*)::int, md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from comments r
        union all select 'featured', count(*)::int, md5(coalesce(string_agg(r::text, ',' order by r.kind, r.position), '')) from featured_articles r
        union all select 'media', count(*)::int, md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from media_files r
        union all select 'live_entries', count(*)::int, md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from live_entries r`,
  );
  return JSON.stringify(rows);
}
