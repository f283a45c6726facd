// The bare Node.js baseline of `npm run bench` (issue 24): Node's own http module sending pages
// from memory, each with the headers and gzip bytes the portal sent for it, nothing else per
// request. It is the ceiling of any Node.js server on the machine, beside nginx's.
//   node scripts/bench/bare-node-server.mjs <spec.json>
// spec: { port, keepAliveTimeoutMs, pages: [{ path, headers: [name, value, …], file }] }
import http from "node:http";
import { readFileSync } from "node:fs";

const spec = JSON.parse(readFileSync(process.argv[2], "utf8"));
const pages = new Map(spec.pages.map((page) => [page.path, { headers: page.headers, body: readFileSync(page.file) }]));

const server = http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (page === undefined) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, page.headers);
  res.end(page.body);
});
server.keepAliveTimeout = spec.keepAliveTimeoutMs;
server.listen(spec.port, "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
