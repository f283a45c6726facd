import { count, eq } from "drizzle-orm";
import type { Role } from "#common/roles.ts";
import { writeCoAuthors } from "#server/modules/articles/co-authors.ts";
import { listCategories, ensureCategories } from "#server/modules/categories/service.ts";
import { loadSharp, makeAvatar } from "#server/modules/media/images.ts";
import { storeImage } from "#server/modules/media/service.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";
import { rebuildSearchDocuments } from "#server/modules/search/search-documents.ts";
import { articleTagsInput, setArticleTags } from "#server/modules/tags/service.ts";
import { createUser, findUserByUsername } from "#server/modules/users/service.ts";
import type { Database } from "#server/db/client.ts";
import { demoArticles, demoCategoryNames, demoCommenters, demoComments } from "./demo-articles.ts";
import { addDemoConversations } from "./demo-conversations.ts";
import {
  articleCategories,
  articleDailyViews,
  articles,
  comments,
  featuredArticles,
  likes,
  sections,
} from "#server/db/schema.ts";

/** The password of every demo journalist (README.md). */
export const demoPassword = "hronika-demo";

export const demoJournalists = [
  {
    username: "maria.ivanova",
    name: "Мария Иванова",
    hue: 200,
    bio: "Пише за политика и икономика от 2012 г. Следи работата на парламента, правителството и общините и обяснява какво означават решенията им за хората.",
  },
  {
    username: "georgi.petrov",
    name: "Георги Петров",
    hue: 20,
    bio: "Репортер. Пътува из страната за новините извън столицата, а в свободното си време отразява футбол и волейбол.",
  },
  {
    username: "elena.dimitrova",
    name: "Елена Димитрова",
    hue: 320,
    bio: "Редактор на рубриките за култура, наука и образование. Преди журналистиката е преподавала литература.",
  },
] as const;

/** The demo newsroom's Editor (issue 35): signs in at /login, edits and publishes anyone's articles; writes none of the demo ones. */
export const demoEditor = {
  username: "petar.nikolov",
  name: "Петър Николов",
  hue: 140,
  bio: "Отговорен редактор. Чете, редактира и одобрява материалите на екипа преди публикуване.",
} as const;

/** Who "took" the demo pictures, shown as „Снимка: …“ (issue 21). */
const demoCredits = ["Николай Донев", "Ива Стоянова", "Архив на редакцията"];

const imagePoolSize = 16;
const dayMs = 24 * 60 * 60 * 1000;
/** The demo news are spread over this many days before the first start. */
const spreadDays = 30;

/** A small deterministic generator, so that every new demo database looks the same. */
function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** An abstract 16:9 picture: a two-colour gradient with soft circles and a horizon band. */
function pictureSvg(index: number): Buffer {
  const random = randomGenerator(1000 + index);
  const hue = (index * 47) % 360;
  const circles = Array.from({ length: 5 }, () => {
    const [x, y, r] = [random.int(0, 1200), random.int(0, 500), random.int(60, 260)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + random.int(20, 80)) % 360} 70% 75%)" opacity="0.35"/>`;
  }).join("");
  const horizon = random.int(420, 540);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 65% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 68%)"/>
  </linearGradient></defs>
  <rect width="1200" height="675" fill="url(#sky)"/>${circles}
  <path d="M0 ${horizon} Q 300 ${horizon - 80} 600 ${horizon} T 1200 ${horizon - 30} V 675 H 0 Z" fill="hsl(${(hue + 180) % 360} 35% 25%)" opacity="0.8"/>
</svg>`);
}

const hueNames: [number, string][] = [
  [20, "червено"],
  [50, "оранжево"],
  [75, "жълто"],
  [165, "зелено"],
  [200, "тюркоазено"],
  [260, "синьо"],
  [300, "виолетово"],
  [345, "розово"],
  [360, "червено"],
];

/** What pictureSvg(index) shows, in words: the alternative text of a demo picture (issue 21). */
export function pictureAlt(index: number): string {
  const hue = (index * 47) % 360;
  const colour = hueNames.find(([upTo]) => hue < upTo)?.[1] ?? "червено";
  return `Абстрактна илюстрация: небе в ${colour} с прозрачни кръгове над тъмен хълм`;
}

function avatarSvg(hue: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="hsl(${hue} 55% 45%)"/>
  <circle cx="128" cy="100" r="48" fill="hsl(${hue} 60% 85%)"/>
  <ellipse cx="128" cy="240" rx="90" ry="70" fill="hsl(${hue} 60% 85%)"/>
</svg>`);
}

/**
 * Fills a new database with demo news (DESIGN.md §4): three journalists, the ten categories,
 * published articles in every category over the last month with images, comments (with replies,
 * and a few held or reported for the moderators: demo-conversations.ts), likes and
 * daily views, a few drafts and a secondary selection. Does nothing once any article exists,
 * so it is safe on every start.
 */
export async function seedDemoContent({
  db,
  media,
  now,
}: {
  db: Database;
  media: MediaStorage;
  now: Date;
}): Promise<{ created: boolean }> {
  const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(articles);
  if (existing > 0) return { created: false };

  const sharp = await loadSharp();
  await ensureCategories(db, demoCategoryNames);
  const categoryIds = new Map((await listCategories(db)).map((c) => [c.name, c.id]));

  async function demoStaff(person: { username: string; name: string; hue: number; bio: string }, role: Role) {
    const avatarKey = `avatars/demo-${person.username}.webp`;
    await media.put(avatarKey, await makeAvatar(await sharp(avatarSvg(person.hue)).png().toBuffer()));
    const created = await createUser(db, {
      username: person.username,
      password: demoPassword,
      role,
      isActive: true,
      name: person.name,
      avatar: media.urlFor(avatarKey),
      bio: person.bio,
    });
    return created ?? (await findUserByUsername(db, person.username));
  }
  const authorIds: number[] = [];
  for (const journalist of demoJournalists) {
    const user = await demoStaff(journalist, "Journalist");
    if (user) authorIds.push(user.id);
  }
  await demoStaff(demoEditor, "Editor");

  const pictures: string[] = [];
  for (let i = 0; i < imagePoolSize; i++) {
    const png = await sharp(pictureSvg(i)).png().toBuffer();
    pictures.push((await storeImage(db, media, png, { now, originalName: `demo-${i + 1}.png` })).url);
  }

  const random = randomGenerator(42);
  const published = demoArticles.filter((a) => !a.draft);
  const step = (spreadDays * dayMs) / published.length;
  let publishedIndex = 0;
  const articleIds: number[] = [];

  for (const [index, demo] of demoArticles.entries()) {
    // The newest demo article is the first of the list, published an hour before the start.
    const publishDate = demo.draft ? null : new Date(now.getTime() - 60 * 60 * 1000 - publishedIndex++ * step);
    const createdAt = publishDate ?? new Date(now.getTime() - random.int(1, 5) * dayMs);
    const [row] = await db
      .insert(articles)
      .values({
        authorId: authorIds[index % authorIds.length] ?? null,
        title: demo.title,
        description: demo.description,
        thumbnail: pictures[index % pictures.length],
        thumbnailAlt: pictureAlt(index % pictures.length),
        thumbnailCredit: demoCredits[index % demoCredits.length],
        status: demo.draft ? "draft" : "published",
        publishDate,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: articles.id });
    const articleId = row!.id;
    articleIds.push(articleId);

    await db.insert(articleCategories).values(
      demo.categories.map((name, position) => {
        const categoryId = categoryIds.get(name);
        if (categoryId === undefined) throw new Error(`demo category missing: ${name}`);
        return { articleId, categoryId, position };
      }),
    );

    const [first, ...rest] = demo.paragraphs;
    const body: {
      type: "heading" | "paragraph" | "image";
      content: string;
      caption?: string;
      alt?: string;
      credit?: string;
    }[] = [{ type: "paragraph", content: first! }];
    if (demo.imageCaption) {
      const picture = (index + 7) % pictures.length;
      body.push({
        type: "image",
        content: pictures[picture]!,
        caption: demo.imageCaption,
        alt: pictureAlt(picture),
        credit: demoCredits[(index + 1) % demoCredits.length],
      });
    }
    if (demo.heading) body.push({ type: "heading", content: demo.heading });
    for (const paragraph of rest) body.push({ type: "paragraph", content: paragraph });
    await db
      .insert(sections)
      .values(body.map((s, orderIndex) => ({ articleId, orderIndex, caption: s.caption ?? null, ...s })));

    if (demo.tags) await setArticleTags(db, articleId, articleTagsInput(demo.tags));
    if (demo.coAuthor) {
      const coAuthorId = authorIds[demoJournalists.findIndex((j) => j.username === demo.coAuthor)];
      if (coAuthorId === undefined) throw new Error(`demo co-author missing: ${demo.coAuthor}`);
      await writeCoAuthors(db, articleId, authorIds[index % authorIds.length] ?? null, [coAuthorId]);
    }

    if (publishDate) await addReaderActivity(db, random, articleId, publishDate, now);
  }

  await db
    .insert(featuredArticles)
    .values([2, 5, 10, 14].map((i, position) => ({ kind: "secondary" as const, position, articleId: articleIds[i]! })));
  await addDemoConversations(db, articleIds, now);
  await rebuildSearchDocuments(db, articleIds, { vocabulary: "complete" });
  return { created: true };
}

/** Daily views since publication (most on the first days), likes and comments, with counters to match. */
async function addReaderActivity(
  db: Database,
  random: ReturnType<typeof randomGenerator>,
  articleId: number,
  publishDate: Date,
  now: Date,
) {
  const totalViews = random.int(40, 2400);
  const days = Math.max(1, Math.ceil((now.getTime() - publishDate.getTime()) / dayMs));
  const weights = Array.from({ length: days }, (_, d) => 0.65 ** d + 0.02);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const perDay = weights.map((w) => Math.floor((totalViews * w) / weightSum));
  perDay[0]! += totalViews - perDay.reduce((a, b) => a + b, 0);
  await db.insert(articleDailyViews).values(
    perDay.map((views, d) => ({
      articleId,
      views,
      day: new Date(publishDate.getTime() + d * dayMs).toISOString().slice(0, 10),
    })),
  );

  const likeCount = random.int(0, Math.min(60, Math.floor(totalViews / 20)));
  if (likeCount > 0) {
    await db.insert(likes).values(
      Array.from({ length: likeCount }, (_, k) => ({
        articleId,
        readerId: `demo-reader-${k + 1}`,
        createdAt: publishDate,
      })),
    );
  }

  const commentCount = random.int(0, 6);
  const commentRows = Array.from({ length: commentCount }, () => ({
    articleId,
    authorName: demoCommenters[random.int(0, demoCommenters.length - 1)]!,
    content: demoComments[random.int(0, demoComments.length - 1)]!,
    createdAt: new Date(publishDate.getTime() + random.next() * (now.getTime() - publishDate.getTime())),
  }));
  if (commentRows.length > 0) await db.insert(comments).values(commentRows);

  await db
    .update(articles)
    .set({ viewsCount: totalViews, likesCount: likeCount, commentsCount: commentCount })
    .where(eq(articles.id, articleId));
}
