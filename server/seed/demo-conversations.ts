import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { articles, commentReports, comments } from "#server/db/schema.ts";

const replies = [
  "Съгласен съм, и при нас е така.",
  "А откъде е тази информация?",
  "Точно така, благодаря за уточнението.",
  "Не бих бил толкова сигурен, но да видим.",
];

/**
 * Conversations and work for the moderators in the demo news (issue 22): replies under the first
 * comment of a few articles, two comments held for review and a comment readers reported. The
 * articles' counters count the published replies.
 */
export async function addDemoConversations(db: Database, articleIds: readonly number[], now: Date) {
  const firsts = await db
    .select({ id: comments.id, articleId: comments.articleId, createdAt: comments.createdAt })
    .from(comments)
    .where(and(inArray(comments.articleId, [...articleIds]), sql`${comments.parentId} is null`))
    .orderBy(asc(comments.articleId), asc(comments.createdAt));
  const firstOf = new Map<number, (typeof firsts)[number]>();
  for (const row of firsts) if (!firstOf.has(row.articleId)) firstOf.set(row.articleId, row);
  const answered = [...firstOf.values()].slice(0, 8);
  for (const [i, first] of answered.entries()) {
    const at = new Date(Math.min(now.getTime() - 60_000, first.createdAt.getTime() + (i + 1) * 45 * 60_000));
    await db.insert(comments).values({
      articleId: first.articleId,
      parentId: first.id,
      authorName: i % 2 ? "Мартин" : "Виолета",
      content: replies[i % replies.length]!,
      createdAt: at,
    });
    await db
      .update(articles)
      .set({ commentsCount: sql`${articles.commentsCount} + 1` })
      .where(eq(articles.id, first.articleId));
  }

  const [heldOn, reportedOn] = [answered[1], answered[2]];
  if (heldOn) {
    await db.insert(comments).values([
      {
        articleId: heldOn.articleId,
        authorName: "Промо Оферти",
        content: "Спечелете от вкъщи! Вижте на www.example.com",
        readerId: "demo-held-reader-1",
        status: "held",
        heldReason: "links",
        createdAt: new Date(now.getTime() - 20 * 60_000),
      },
      {
        articleId: heldOn.articleId,
        authorName: "Нов читател",
        content: "Първият ми коментар тук: интересна тема.",
        readerId: "demo-held-reader-2",
        status: "held",
        heldReason: "first_comment",
        createdAt: new Date(now.getTime() - 10 * 60_000),
      },
    ]);
  }
  if (reportedOn) {
    await db.insert(commentReports).values([
      {
        commentId: reportedOn.id,
        reason: "hate",
        details: "Обижда другите читатели.",
        readerId: "demo-reporter-1",
        createdAt: new Date(now.getTime() - 30 * 60_000),
      },
      {
        commentId: reportedOn.id,
        reason: "spam",
        readerId: "demo-reporter-2",
        createdAt: new Date(now.getTime() - 5 * 60_000),
      },
    ]);
  }
}
