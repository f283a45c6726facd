import { createECDH } from "node:crypto";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { pushLimits } from "#common/limits.ts";
import { pushRuleTexts } from "#common/messages/push.ts";
import { articlePath } from "#common/page-paths.ts";
import type { Alert, AlertInput, ArticleAlerts, PushSubscriptionInput } from "#common/schemas/push.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { articles, pushAlerts, pushDeliveries, pushSubscriptions, users } from "#server/db/schema.ts";
import type { DurableJobs } from "#server/background/durable-jobs.ts";
import { badRequest, conflict, notFound } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";

/**
 * Alerts for breaking news (issue 37, point 4; docs/decisions/0142-web-push-alerts.md): readers'
 * subscriptions, and the alerts the editorial desk sends, each delivered to every subscription by
 * the durable job of delivery.ts.
 */

/** The durable job that delivers an alert (its payload `{ alertId }`). */
export const pushAlertJob = "push-alert";

// ---------------------------------------------------------------------------------------------
// Readers' subscriptions

const curve = createECDH("prime256v1");
curve.generateKeys();

/** Whether the browser's key is a point of P-256, which the messages can be encrypted to. */
function isCurvePoint(p256dh: string): boolean {
  try {
    curve.computeSecret(Buffer.from(p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

/** Keeps a browser's subscription; a repeat of its endpoint (the browser renewed its keys) replaces the keys. */
export async function subscribe(db: Database, input: PushSubscriptionInput, now: Date): Promise<void> {
  if (!isCurvePoint(input.keys.p256dh)) throw badRequest(pushRuleTexts.keys, { keys: pushRuleTexts.keys });
  const keys = {
    p256dh: Buffer.from(input.keys.p256dh, "base64url").toString("base64url"),
    auth: Buffer.from(input.keys.auth, "base64url").toString("base64url"),
  };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...keys, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: keys });
}

/**
 * Removes subscriptions and the deliveries still waiting for them, which their alerts count as
 * removed; `which` is their ids or one endpoint. Answers how many subscriptions went.
 */
export async function removeSubscriptions(db: Database, which: { ids: number[] } | { endpoint: string }) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const gone = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where("ids" in which ? inArray(pushSubscriptions.id, which.ids) : eq(pushSubscriptions.endpoint, which.endpoint))
      .for("update");
    if (gone.length === 0) return 0;
    const ids = gone.map((row) => row.id);
    // The cascade would delete them too, uncounted: counted first, so that every alert adds up.
    await queryRows(
      tx,
      sql`with waiting as (
            delete from ${pushDeliveries}
             where subscription_id in (${sql.join(
               ids.map((id) => sql`${id}`),
               sql`, `,
             )})
         returning alert_id),
          per_alert as (select alert_id, count(*)::int as n from waiting group by alert_id)
          update ${pushAlerts} a set removed = a.removed + per_alert.n
            from per_alert where a.id = per_alert.alert_id`,
    );
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    return ids.length;
  });
}

export async function subscriberCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions);
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Alerts

type AlertRow = typeof pushAlerts.$inferSelect & { sentByName: string | null };

function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    articleId: row.articleId,
    title: row.title,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    sentBy: row.sentByName,
    total: row.total,
    delivered: row.delivered,
    // Its audience not yet reached, enrolled or not.
    pending: row.total - row.delivered - row.removed - row.failed,
    removed: row.removed,
    failed: row.failed,
  };
}

/** An absolute address on the site, from a path of it. */
const absolute = (publicUrl: string, address: string) => new URL(address, `${publicUrl}/`).toString();

/**
 * Sends an alert for a published article: stores it with its audience (the subscriptions there
 * are) and its delivery job in one transaction, and writes the audit row. The job then enrolls the
 * audience and delivers it (delivery.ts). A draft, hidden or scheduled article has no page to open: 409.
 */
export async function sendAlert(
  db: Database,
  deps: { jobs: Pick<DurableJobs, "enqueue" | "wake">; publicUrl: string },
  actor: Actor,
  articleId: number,
  input: AlertInput,
  now: Date,
): Promise<Alert> {
  const [article] = await db
    .select({ id: articles.id, slug: articles.slug, status: articles.status, thumbnail: articles.thumbnail })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!article) throw notFound();
  if (article.status !== "published") throw conflict(pushRuleTexts.notPublished);
  const alert = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    // Its audience is counted now and enrolled by the job (decision 0143): a delivery row for each
    // of 100 000 subscriptions written here would hold the embedded database for seconds.
    const [audience = { total: 0, upTo: 0 }] = await queryRows<{ total: number; upTo: string | number }>(
      tx,
      sql`select count(*)::int as total, coalesce(max(id), 0) as "upTo" from ${pushSubscriptions}`,
    );
    const total = audience.total;
    const [row] = await tx
      .insert(pushAlerts)
      .values({
        articleId,
        title: input.title,
        url: absolute(deps.publicUrl, articlePath(article)),
        icon: article.thumbnail ? absolute(deps.publicUrl, article.thumbnail) : null,
        sentBy: actor.user.id,
        createdAt: now,
        total,
        audienceUpTo: Number(audience.upTo),
      })
      .returning();
    if (total > 0) await deps.jobs.enqueue(tx, pushAlertJob, { alertId: row!.id });
    await auditBy(
      tx,
      actor,
      "CREATE",
      "ARTICLE",
      articleId,
      `Sent a breaking news alert "${input.title}" to ${total} subscriptions`,
    );
    return row!;
  });
  // Committed: this process's runner takes the job now rather than at its next look.
  deps.jobs.wake();
  return toAlert({ ...alert, sentByName: actor.user.name?.trim() || actor.user.username });
}

/** An article's alerts, newest first, with their counts, and how many subscriptions a new one would reach. */
export async function articleAlerts(db: Database, articleId: number): Promise<ArticleAlerts> {
  const [article] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId));
  if (!article) throw notFound();
  const rows = await db
    .select({
      alert: pushAlerts,
      sentByName: sql<string | null>`coalesce(nullif(btrim(${users.name}), ''), ${users.username})`,
    })
    .from(pushAlerts)
    .leftJoin(users, eq(users.id, pushAlerts.sentBy))
    .where(eq(pushAlerts.articleId, articleId))
    .orderBy(desc(pushAlerts.createdAt), desc(pushAlerts.id))
    .limit(pushLimits.alertsListed);
  return {
    subscribers: await subscriberCount(db),
    alerts: rows.map((row) => toAlert({ ...row.alert, sentByName: row.sentByName })),
  };
}
