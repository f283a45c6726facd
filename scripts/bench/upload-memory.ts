/**
 * Resident memory of a real server under picture uploads (issue 30, point 6), the mix the issue
 * measured: one 40-frame animated WebP, then 24 uploads at once of small files that decode big
 * (a 7000 × 7000 PNG, a 40 000 × 1 200 PNG, the animated WebP). Starts the production server as
 * `npm start` runs it on a fresh data folder (build first: `npm run build`), samples its VmRSS
 * every 10 ms, and prints the peak and the level after each phase. Not a test: a measurement.
 *
 *   NODE_ENV=production npx tsx scripts/bench/upload-memory.ts [--port 3290]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { residentBytes } from "./memory.ts";
import { startServer } from "./server-process.ts";

const port = Number(process.argv[process.argv.indexOf("--port") + 1] || 3290);
const password = "bench-upload-password";
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function pictures() {
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#c33" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  const frames = 40;
  const size = 2000;
  const raw = Buffer.alloc(size * size * frames * 3);
  for (let f = 0; f < frames; f++) {
    for (let i = f * size * size * 3; i < (f + 1) * size * size * 3; i += 3) {
      raw[i] = f * 6;
      raw[i + 1] = (i >> 12) & 255;
    }
  }
  const animated = await sharp(raw, { raw: { width: size, height: size * frames, channels: 3, pageHeight: size } })
    .webp({ quality: 30, loop: 0 })
    .toBuffer();
  return { square: await solid(7000, 7000), wide: await solid(40_000, 1200), animated };
}

async function main() {
  const files = await pictures();
  console.log(
    `files: 7000×7000 PNG ${Math.round(files.square.length / 1024)} KB, 40000×1200 PNG ${Math.round(files.wide.length / 1024)} KB, 40-frame 2000×2000 WebP ${Math.round(files.animated.length / 1024)} KB`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "hronika-upload-bench-"));
  const server = await startServer({
    port,
    logFile: path.join(dataDir, "server.log"),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
      OWNER_PASSWORD: password,
      LOG_LEVEL: "warn",
    },
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid) ?? 0)), 10);
  try {
    const login = await fetch(`${server.baseUrl}/api/journalist/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "owner", password }),
    });
    const { token } = (await login.json()) as { token: string };
    const upload = async (data: Buffer, name: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(data)]), name);
      const response = await fetch(`${server.baseUrl}/api/upload-media`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    };
    const settle = async () => {
      await sleep(3000);
      return residentBytes(server.pid) ?? 0;
    };
    const statuses = (list: number[]) =>
      Object.entries(list.reduce<Record<number, number>>((c, s) => ({ ...c, [s]: (c[s] ?? 0) + 1 }), {}))
        .map(([s, n]) => `${n}×${s}`)
        .join(", ");

    const idle = await settle();
    peak = idle;
    console.log(`idle after start: ${mb(idle)}`);

    const one = await upload(files.animated, "animated.webp");
    const afterOne = await settle();
    console.log(`one 40-frame animated WebP: ${one}; peak ${mb(peak)}, then ${mb(afterOne)}`);

    peak = afterOne;
    const mix = [files.square, files.wide, files.animated];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => upload(mix[i % 3]!, `mix-${i}.${i % 3 === 2 ? "webp" : "png"}`)),
    );
    const afterMix = await settle();
    console.log(
      `24 uploads at once (7000×7000 PNG, 40000×1200 PNG, animated WebP): ${statuses(answers)}; peak ${mb(peak)}, then ${mb(afterMix)}`,
    );

    peak = afterMix;
    const squares: number[] = [];
    for (let round = 0; round < 3; round++)
      squares.push(
        ...(await Promise.all(Array.from({ length: 8 }, (_, i) => upload(files.square, `square-${round}-${i}.png`)))),
      );
    const afterSquares = await settle();
    console.log(
      `3 rounds of 8 7000×7000 PNGs at once: ${statuses(squares)}; peak ${mb(peak)}, then ${mb(afterSquares)}`,
    );
  } finally {
    clearInterval(sampler);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
