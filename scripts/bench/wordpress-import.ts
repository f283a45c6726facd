// Issue 33, point 5: a WordPress archive of a real newsroom's size, imported. Generates a WXR
// export (50 000 posts of Bulgarian text, 200 authors, 2 000 tags, 300 000 comments, featured
// pictures from a local uploads folder) and runs `npm run import:wordpress` on it in a process
// of its own, held to one core (taskset), sampling its resident memory; on PGlite in a new
// folder, and on PostgreSQL when DATABASE_URL is set (a new database in it).
//
//   npx tsx scripts/bench/wordpress-import.ts [--posts 50000] [--keep]
//   DATABASE_URL=postgres://… npx tsx scripts/bench/wordpress-import.ts
//
// Targets: under 15 minutes, peak memory under 300 MB. Run `npm run build` first.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { wxrHead, wxrItem, wxrTail, type ExportItem, type ExportTerm } from "../../tests/helpers/wxr-export.ts";
import { cpuSeconds, processTree, residentBytes } from "./memory.ts";
import { createRunDatabase } from "./postgres.ts";
import { seededRandom } from "./seeded-random.ts";

const { values } = parseArgs({
  options: {
    posts: { type: "string", default: "50000" },
    keep: { type: "boolean", default: false },
    /** The core the import is held to (taskset). */
    core: { type: "string", default: "0" },
  },
});
const posts = Number(values.posts);
const scale = posts / 50_000;
const authorsCount = Math.max(2, Math.round(200 * scale));
const tagsCount = Math.max(5, Math.round(2_000 * scale));
const commentsPerPost = 6;
const picturesCount = 50;

const random = seededRandom(33);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const words =
  "правителство министър парламент избори община софия пловдив варна бургас закон бюджет данъци училище болница пътища европа съюз енергия цени заплати пенсии футбол отбор мач шампионат култура театър музика книга изложба времето дъжд сняг зима лято пазар бизнес компания инвестиция банка кредит инфлация полиция съд прокуратура разследване граждани протест решение предложение проект".split(
    " ",
  );
const sentence = (n: number) => {
  const text = Array.from({ length: n }, () => pick(words)).join(" ");
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
};
const paragraph = () => Array.from({ length: 5 }, () => sentence(8 + Math.floor(random() * 10))).join(" ");

async function writeExport(file: string, uploads: string, site: { url: string }) {
  await mkdir(path.join(uploads, "2024/05"), { recursive: true });
  for (let i = 1; i <= picturesCount; i++) {
    const picture = await sharp({
      create: {
        width: 1600,
        height: 900,
        channels: 3,
        background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    await sharp(picture).toFile(path.join(uploads, `2024/05/snimka-${i}.jpg`));
  }
  const authors = Array.from({ length: authorsCount }, (_, i) => ({
    id: i + 1,
    login: `avtor${i + 1}`,
    email: `avtor${i + 1}@stara.example`,
    displayName: `${pick(["Иван", "Мария", "Георги", "Елена", "Петър", "Десислава"])} ${pick(["Петров", "Иванова", "Димитров", "Стоянова", "Николов"])}`,
  }));
  const categories: ExportTerm[] = [];
  for (let i = 1; i <= 12; i++) categories.push({ id: i, slug: `rubrika-${i}`, name: `Рубрика ${i}` });
  for (let i = 13; i <= 40; i++)
    categories.push({ id: i, slug: `podrubrika-${i}`, name: `Подрубрика ${i}`, parent: `rubrika-${1 + (i % 12)}` });
  const tags: ExportTerm[] = Array.from({ length: tagsCount }, (_, i) => ({
    id: 1000 + i,
    slug: `etiket-${i}`,
    name: `${pick(words)} ${i}`,
  }));
  const terms = { categories, tags };
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  for (const part of wxrHead(site, authors, categories, tags)) await write(part);
  for (let i = 1; i <= picturesCount; i++)
    await write(
      wxrItem(
        site,
        {
          id: 900_000 + i,
          type: "attachment",
          title: `snimka-${i}`,
          creator: "avtor1",
          date: "2024-05-01 08:00:00",
          attachmentUrl: `${site.url}/wp-content/uploads/2024/05/snimka-${i}.jpg`,
          alt: `Снимка ${i}`,
        },
        terms,
      ),
    );
  let commentId = 1;
  const start = Date.parse("2016-01-01T06:00:00Z");
  for (let id = 1; id <= posts; id++) {
    const date = new Date(start + id * 3_600_000 * 2).toISOString().replace("T", " ").slice(0, 19);
    const comments = Array.from({ length: Math.floor(random() * commentsPerPost * 2 + 0.5) }, (_, n) => ({
      id: commentId++,
      author: `Читател ${Math.floor(random() * 5000)}`,
      content: sentence(12),
      date,
      parent: n > 0 && random() < 0.3 ? commentId - 2 : undefined,
      approved: random() < 0.05 ? ("spam" as const) : ("1" as const),
    }));
    const inline =
      id % 10 === 0
        ? `\n\n<img src="${site.url}/wp-content/uploads/2024/05/snimka-${1 + (id % picturesCount)}-1024x576.jpg" class="wp-image-${900_001 + (id % picturesCount)}" alt="" />`
        : "";
    const item: ExportItem = {
      id,
      title: sentence(7).slice(0, -1),
      slug: `statia-${id}`,
      creator: `avtor${1 + Math.floor(random() * authorsCount)}`,
      content: `${paragraph()}\n\n${paragraph()}${inline}\n\n${paragraph()}`,
      excerpt: sentence(15),
      date,
      categories: [pick(categories).slug],
      tags: [pick(tags).slug, pick(tags).slug, pick(tags).slug],
      thumbnailId: 900_000 + 1 + (id % picturesCount),
      comments,
    };
    await write(wxrItem(site, item, terms));
  }
  await write(wxrTail);
  out.end();
  await once(out, "finish");
  return commentId - 1;
}

async function measureImport(file: string, uploads: string, env: NodeJS.ProcessEnv) {
  // As `npm run import:wordpress` runs it (package.json's flags and allocator arenas), without npm's own process.
  const flags = ["--max-old-space-size=128", "--max-semi-space-size=8"];
  const command = ["node", ...flags, "build/app/import-wordpress.mjs", file, "--uploads", uploads];
  const child = spawn("taskset", ["-c", values.core, ...command], {
    env: { ...process.env, ...env, MALLOC_ARENA_MAX: "2" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const started = performance.now();
  let peak = 0;
  let cpu = 0;
  const sampler = setInterval(() => {
    const tree = processTree(child.pid!);
    peak = Math.max(
      peak,
      tree.reduce((sum, pid) => sum + (residentBytes(pid) ?? 0), 0),
    );
    cpu = Math.max(cpu, cpuSeconds(tree));
  }, 200);
  const [code] = (await once(child, "exit")) as [number];
  clearInterval(sampler);
  return { code, seconds: (performance.now() - started) / 1000, cpu, peakMb: peak / 1024 / 1024, output };
}

if (!existsSync("build/app/import-wordpress.mjs")) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}
const folder = await mkdtemp(path.join(tmpdir(), "hronika-wp-bench-"));
const file = path.join(folder, "export.xml");
const uploads = path.join(folder, "uploads");
console.log(`› writing an export of ${posts} posts to ${file}`);
const commentCount = await writeExport(file, uploads, { url: "https://stara-hronika.example" });
console.log(
  `  ${((await stat(file)).size / 1024 / 1024).toFixed(0)} MB, ${authorsCount} authors, ${tagsCount} tags, ${commentCount} comments`,
);
const database = process.env.DATABASE_URL ? await createRunDatabase(process.env.DATABASE_URL) : null;
const env = database
  ? { DATABASE_URL: database.url, DATA_DIR: path.join(folder, "data") }
  : { DATA_DIR: path.join(folder, "data") };
// The database is made and migrated first, as the server's first start makes it: a new embedded
// database's first opening (initdb) costs memory no import of an existing one does.
const empty = path.join(folder, "empty.xml");
await writeFile(empty, [...wxrHead({ url: "https://empty.example" }, [], [], []), wxrTail].join(""));
await measureImport(empty, uploads, env);
console.log(`› importing on ${database ? `PostgreSQL (${database.name})` : "PGlite"}, one core`);
const result = await measureImport(file, uploads, env);
console.log(
  result.output
    .split("\n")
    .filter((line) => !line.startsWith("  - "))
    .join("\n"),
);
console.log(
  `import: exit ${result.code}, ${(result.seconds / 60).toFixed(1)} min (target < 15), CPU ${result.cpu.toFixed(0)} s, peak RSS ${result.peakMb.toFixed(0)} MB (target < 300)`,
);
console.log(`  ${(posts / result.seconds).toFixed(0)} posts/s`);
await database?.drop();
if (!values.keep) await rm(folder, { recursive: true, force: true });
