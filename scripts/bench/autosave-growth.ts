// Issue 30, point 8: what an ordinary autosave leaves behind on the embedded database. A draft of
// 300 paragraphs (about 73 000 characters) is autosaved N times, each time with one paragraph
// changed, through the services on PGlite in a new folder (which, like the server's, vacuums only
// every 15 minutes); reported: the time an autosave takes and how much the database folder grew
// for each (the dead rows it left, and its WAL).
//
//   npx tsx scripts/bench/autosave-growth.ts [--autosaves 300]
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#server/db/client.ts";
import { createArticle, updateArticle } from "#server/modules/articles/authoring.ts";
import { createLocalStorage } from "#server/modules/media/storage.ts";
import { createUser } from "#server/modules/users/service.ts";
import { folderBytes } from "./folder-size.ts";

const { values } = parseArgs({ options: { autosaves: { type: "string", default: "300" } } });
const autosaves = Number(values.autosaves);
const paragraphs = Array.from({ length: 300 }, (_, i) => ({
  type: "paragraph",
  content: `<p>Абзац ${i}: Общинският съвет обсъди бюджета за следващата година, а кметът представи плановете за ремонт на улиците, училищата и детските градини в квартала, като обеща отговор до края на месеца; жителите настояват за повече зеленина ${i}.</p>`,
}));

const dir = await mkdtemp(path.join(tmpdir(), "hronika-autosave-growth-"));
const handle = await openDatabase({ dataDir: path.join(dir, "db") });
try {
  const user = (await createUser(handle.db, {
    username: "avtozapis",
    password: "correct-horse-battery",
    role: "Journalist",
    isActive: true,
    name: "Автозапис",
  }))!;
  const actor = { user, ipAddress: "203.0.113.5" };
  const storage = createLocalStorage(path.join(dir, "uploads"));
  const input = (sections: typeof paragraphs) => ({
    title: "Дълга чернова",
    description: "",
    categories: [],
    sections,
    thumbnail: null,
  });
  const draft = await createArticle(
    handle.db,
    storage,
    actor,
    { ...input(paragraphs), isPublished: false },
    new Date(),
  );
  let version = draft.version;
  const before = await folderBytes(path.join(dir, "db"));
  const started = performance.now();
  for (let i = 0; i < autosaves; i++) {
    const sections = paragraphs.map((p, j) =>
      j === i % paragraphs.length ? { ...p, content: `<p>Поправка ${i} в абзац ${j}.</p>` } : p,
    );
    version = (
      await updateArticle(
        handle.db,
        storage,
        actor,
        draft.articleId,
        { ...input(sections), version },
        { kind: "autosave", now: new Date() },
      )
    ).version;
  }
  const each = (performance.now() - started) / autosaves;
  const grew = ((await folderBytes(path.join(dir, "db"))) - before) / autosaves;
  const characters = paragraphs.reduce((n, p) => n + p.content.length, 0);
  console.log(
    `${autosaves} autosaves of one paragraph of a ${Math.round(characters / 1000)} 000-character draft: ${Math.round(each)} ms each, the database folder ${Math.round(grew / 1000)} KB larger for each`,
  );
} finally {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
}
