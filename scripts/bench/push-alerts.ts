// `npm run bench -- --alerts` (issue 37, point 5): an alert for breaking news sent to 100 000
// subscribed browsers. The server's whole app, built in this process on a database of its own (the
// embedded one, or DATABASE_URL's server), holds the subscriptions; the desk sends the alert
// through its route, and the app's durable job delivers it with its sender, as the server does.
// The push service is a child process (push-receiver.ts) that checks and decrypts every message.
// The report: how long from the desk's click to the last browser's alert, and that each browser
// got it exactly once.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type { ArticleAlerts, PushSubscriptionInput } from "#common/schemas/push.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { createLocalContentChanges } from "#server/db/content-changes.ts";
import { pushSubscriptions } from "#server/db/schema.ts";
import { openSession } from "#server/modules/auth/sessions.ts";
import { createTokenService } from "#server/modules/auth/tokens.ts";
import { createLocalStorage } from "#server/modules/media/storage.ts";
import { createUser } from "#server/modules/users/service.ts";
import { insertArticle } from "../../tests/helpers/articles.ts";
import { pushCertificate, pushServiceAgent } from "../../tests/helpers/push-service.ts";
import type { Cleanup } from "./cleanup.ts";
import { corePlan, pinProcesses } from "./cores.ts";
import { runGenerator } from "./generator-process.ts";
import { describeMachine } from "./machine.ts";
import { createRunDatabase } from "./postgres.ts";
import type { PushReceipts, PushReceiverSpec } from "./push-receiver.ts";
import {
  checkColumns,
  databaseNames,
  formatGenerator,
  formatMarkdown,
  formatMet,
  formatText,
  performanceDoc,
  replaceSection,
  rewritePerformanceDoc,
  saturatedShare,
  type DatabaseKind,
} from "./report.ts";
import { freePort } from "./server-process.ts";
import { step } from "./steps.ts";
import { targets } from "./targets.ts";

export type PushAlertsOptions = { subscriptions: number; pin: boolean; write: boolean };

/** Subscriptions stored in one statement (four parameters each, under PostgreSQL's 65 535). */
const insertChunk = 5_000;

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function storeSubscriptions(database: DatabaseHandle, file: string): Promise<void> {
  const subscriptions = JSON.parse(await readFile(file, "utf8")) as PushSubscriptionInput[];
  for (let start = 0; start < subscriptions.length; start += insertChunk)
    await database.db
      .insert(pushSubscriptions)
      .values(subscriptions.slice(start, start + insertChunk).map((s) => ({ endpoint: s.endpoint, ...s.keys })));
}

export async function runPushAlerts(
  options: PushAlertsOptions,
  kind: DatabaseKind,
  adminUrl: string | undefined,
  cleanup: Cleanup,
): Promise<boolean> {
  const started = new Date();
  const loadAtStart = os.loadavg()[0]!;
  const runDir = await mkdtemp(path.join(os.tmpdir(), "hronika-alerts-"));
  cleanup.add("remove the run's folder", () => rm(runDir, { recursive: true, force: true }));
  const dataDir = path.join(runDir, "data");
  await mkdir(dataDir);

  const { cert, key } = pushCertificate();
  const certFile = path.join(runDir, "push-cert.pem");
  const keyFile = path.join(runDir, "push-key.pem");
  await writeFile(certFile, cert);
  await writeFile(keyFile, key, { mode: 0o600 });
  const cores = corePlan(options.pin);
  const alertText = `Извънредно: бенчмарк ${randomBytes(3).toString("hex")}`;
  const goal = targets.pushAlerts;
  const spec: PushReceiverSpec = {
    port: await freePort(),
    certFile,
    keyFile,
    browsers: options.subscriptions,
    subscriptionsFile: path.join(runDir, "subscriptions.json"),
    alertText,
    graceMs: 3_000,
    timeoutMs: 15 * 60_000,
    out: path.join(runDir, "receipts.json"),
  };
  step(`a push service with ${options.subscriptions.toLocaleString("en-US")} browsers, making their keys`);
  let listening: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (listening = resolve));
  const receiver = runGenerator<PushReceipts>(
    new URL("./push-receiver.ts", import.meta.url),
    spec,
    cores.pinned ? cores.generator : undefined,
    () => listening(),
  );
  cleanup.add("stop the push service", receiver.stop);
  await Promise.race([ready, receiver.done]);

  let databaseUrl: string | undefined;
  if (adminUrl) {
    const run = await createRunDatabase(adminUrl);
    cleanup.add(`drop database ${run.name}`, run.drop);
    databaseUrl = run.url;
  }
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, "db") });
  cleanup.add("close the database", () => database.close());
  step(`storing the subscriptions (${kind})`);
  await storeSubscriptions(database, spec.subscriptionsFile);

  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "production" });
  const tokens = createTokenService(randomBytes(32).toString("base64url"));
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    tokens,
    media: createLocalStorage(path.join(dataDir, "uploads")),
    changes: createLocalContentChanges(),
    databaseKind: database.kind,
    pushAgent: pushServiceAgent(cert),
  });
  cleanup.add("close the app", () => app.close());
  await app.ready();
  const unpin = cores.pinned ? pinProcesses([process.pid], cores.server) : () => {};
  cleanup.add("give the bench its cores back", unpin);

  const owner = await createUser(database.db, {
    username: "owner",
    password: randomBytes(12).toString("base64url"),
    role: "Owner",
    isActive: true,
    name: "Дежурен редактор",
  });
  const token = await openSession(
    { db: database.db, tokens },
    owner!,
    "admin",
    { ip: "127.0.0.1", userAgent: "bench" },
    new Date(),
  );
  const articleId = await insertArticle(database.db, {
    title: "Земетресение в Софийско: какво знаем досега",
    description: "Трус с магнитуд 5,1 беше усетен в столицата.",
    authorId: owner!.id,
  });
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };

  step(
    `the desk sends an alert to ${options.subscriptions.toLocaleString("en-US")} subscriptions ` +
      `(${cores.pinned ? `push service on core ${cores.generator}, the app on core ${cores.server}` : cores.reason})`,
  );
  const cpuBefore = process.cpuUsage();
  const sentAt = Date.now();
  const sent = await app.inject({
    method: "POST",
    url: `/api/admin/articles/${articleId}/alerts`,
    headers,
    payload: { title: alertText },
  });
  const answeredAt = Date.now();
  if (sent.statusCode !== 201) throw new Error(`the alert was not sent: ${sent.statusCode} ${sent.body}`);
  // The desk's view of it, as its dialog shows it: until nothing waits.
  let desk: ArticleAlerts["alerts"][number] | undefined;
  let settledAt = 0;
  while (!settledAt) {
    await sleep(250);
    const answer = await app.inject({ url: `/api/admin/articles/${articleId}/alerts`, headers });
    desk = (answer.json() as ArticleAlerts).alerts[0];
    if (desk && desk.pending === 0) settledAt = Date.now();
    if (Date.now() - sentAt > spec.timeoutMs) throw new Error("the alert was still being delivered at the timeout");
  }
  const cpu = process.cpuUsage(cpuBefore);
  const receipts = await receiver.done;
  unpin();

  const tookMs = receipts.lastAt ? receipts.lastAt - sentAt : Infinity;
  const appCores = (cpu.user + cpu.system) / 1000 / (settledAt - sentAt);
  const receiverCores = receipts.cpuMs / Math.max(1, receipts.lastAt - receipts.firstAt);
  const n = options.subscriptions;
  const checkRows = [
    {
      check: "the desk's click to every browser's alert",
      measured: `${seconds(tookMs)} s (${Math.round(n / (tookMs / 1000)).toLocaleString("en-US")} a second)`,
      target: `< ${goal.seconds} s`,
      met: formatMet(tookMs < goal.seconds * 1000),
    },
    {
      check: "the desk's click answered (the alert stored, its audience counted, its job queued)",
      measured: `${seconds(answeredAt - sentAt)} s`,
      target: "—",
      met: "",
    },
    {
      check: "browsers that got it / repeats / messages that failed a check",
      measured: `${receipts.reached.toLocaleString("en-US")} / ${receipts.repeated} / ${receipts.broken}`,
      target: `${n.toLocaleString("en-US")} / 0 / 0`,
      met: formatMet(receipts.reached === n && receipts.repeated === 0 && receipts.broken === 0),
    },
    {
      check: "the desk's counts: delivered / removed / failed / waiting",
      measured: `${desk?.delivered.toLocaleString("en-US")} / ${desk?.removed} / ${desk?.failed} / ${desk?.pending}`,
      target: `${n.toLocaleString("en-US")} / 0 / 0 / 0`,
      met: formatMet(desk?.delivered === n && desk.removed === 0 && desk.failed === 0),
    },
    {
      check: "CPU: the app (sending), the push service (checking); its worst event-loop delay",
      measured: `${formatGenerator(appCores)}, ${formatGenerator(receiverCores)}; ${Math.round(receipts.lagMaxMs)} ms`,
      target: "the push service not saturated",
      met: formatMet(receiverCores < saturatedShare),
    },
  ];
  const failed =
    !(tookMs < goal.seconds * 1000) ||
    receipts.reached !== n ||
    receipts.repeated + receipts.broken > 0 ||
    desk?.delivered !== n;
  const summary = [
    `- Date: ${started.toISOString().replace("T", " ").slice(0, 16)} UTC`,
    `- Machine: ${describeMachine()}; load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`,
    `- Database: ${kind === "pglite" ? "embedded (PGlite)" : "PostgreSQL"}; the app built in the bench's process, its durable job and sender as the server runs them`,
    `- Push service: one local https server (push-receiver.ts) that verifies each message's VAPID token and decrypts it with its browser's keys`,
    `- Command: \`${kind === "postgres" ? "DATABASE_URL=postgres://… " : ""}npm run bench -- ${process.argv.slice(2).join(" ")}\``,
  ].join("\n");
  console.log(`\n${summary}\n\n${formatText(checkColumns, checkRows)}`);
  if (receipts.brokenReasons.length > 0) console.error(`broken messages: ${receipts.brokenReasons.join("; ")}`);
  if (failed) console.error("\nFAILED: the alert came late, twice, broken or not at all (see the table).");
  if (options.write) {
    const body = [summary, formatMarkdown(checkColumns, checkRows)].join("\n\n");
    const title = `An alert to ${n.toLocaleString("en-US")} browsers, ${databaseNames[kind]}`;
    await rewritePerformanceDoc((doc) => replaceSection(doc, `push-alerts-${kind}`, title, body));
    step(`written to ${performanceDoc} (alerts, ${kind})`);
  }
  return failed;
}
