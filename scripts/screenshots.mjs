// Screenshots of the main screens at 320, 375, 1024 and 1280 px, light and dark, for a person to look at.
//   node scripts/screenshots.mjs [--base http://localhost:3000] [--out tests/.artifacts/screenshots]
//                                [--owner owner:password] [--journalist maria.ivanova:hronika-demo]
//                                [--widths 320,375,1024,1280]
//                                [path ...]   (default: the list below; "admin:" / "journalist:" sign in first)
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs } from "./ensure-chromium.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    out: { type: "string", default: "tests/.artifacts/screenshots" },
    owner: { type: "string", default: "owner:" + (process.env.OWNER_PASSWORD ?? "") },
    journalist: { type: "string", default: "maria.ivanova:hronika-demo" },
    widths: { type: "string", default: "320,375,1024,1280" },
  },
});

const pages = positionals.length
  ? positionals
  : [
      "/home",
      "/article/1",
      "/login",
      "/register",
      "/admin/login",
      "/no-such-page",
      "admin:/admin",
      "journalist:/journalist/dashboard",
    ];

async function tokenFor(door, credentials) {
  const [username, ...rest] = credentials.split(":");
  const response = await fetch(`${values.base}/api/${door}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: rest.join(":") }),
  });
  if (!response.ok) throw new Error(`${door} login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

await mkdir(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
try {
  for (const entry of pages) {
    const [door, pathname] = entry.includes(":/") ? entry.split(":") : [null, entry];
    const token = door ? await tokenFor(door, door === "admin" ? values.owner : values.journalist) : null;
    for (const width of values.widths.split(",").map(Number)) {
      for (const theme of ["light", "dark"]) {
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 812 : 900 },
          baseURL: values.base,
        });
        await context.addCookies([{ name: "theme", value: theme, url: values.base }]);
        if (token) {
          await context.addInitScript(
            ([t, type]) => {
              localStorage.setItem("authToken", t);
              localStorage.setItem("userType", type);
            },
            [token, door],
          );
        }
        const page = await context.newPage();
        const errors = [];
        page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
        await page.goto(pathname, { waitUntil: "networkidle" });
        const name = `${pathname.replace(/^\//, "").replace(/[/?=&]+/g, "_") || "root"}-${width}-${theme}.png`;
        await page.screenshot({ path: path.join(values.out, name), fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        console.log(
          `${name}${overflow > 0 ? `  OVERFLOW ${overflow}px` : ""}${errors.length ? `  console: ${errors.join(" | ")}` : ""}`,
        );
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
