import type { AddressInfo, Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { connectionsPerAddress } from "#server/http/connection-cap.ts";
import { closed, connect, readAnswers, requestText } from "#tests/helpers/raw-http.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 30, point 11: about 19 500 idle sockets from one client took every file descriptor of
 * the process. A client (an address; an IPv6 /64) holds at most `connectionsPerAddress` open
 * connections: the next is closed as soon as it is accepted, the ones it holds keep working, and a
 * connection it closes frees a place. Connections from trusted proxies are not capped.
 */

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function serve(env: Record<string, string> = {}): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp(env);
  apps.push(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/** Whether the server closed the socket within `ms`. */
const closedBy = (socket: Socket, ms: number) =>
  closed(socket, ms).then(
    () => true,
    () => false,
  );

async function health(socket: Socket): Promise<number> {
  const answer = readAnswers(socket, ["GET"]);
  socket.write(requestText("GET", "/api/health"));
  return (await answer)[0]!.status;
}

describe("connections per address", () => {
  it("closes a client's connection past its cap at once, and keeps the ones it holds working", async () => {
    const { t, port } = await serve();
    const held: Socket[] = [];
    for (let i = 0; i < connectionsPerAddress; i++) held.push(await connect(port));
    const past = await connect(port);
    expect(await closedBy(past, 5_000)).toBe(true);
    // The ones it holds are served, first and last.
    expect(await health(held[0]!)).toBe(200);
    expect(await health(held.at(-1)!)).toBe(200);
    // A connection closed frees its place.
    held.pop()!.destroy();
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
      );
    await expect.poll(connections).toBe(held.length);
    const again = await connect(port);
    expect(await health(again)).toBe(200);
    for (const socket of [...held, again]) socket.destroy();
  }, 60_000);

  it("does not cap the connections of a trusted proxy, through which every reader arrives", async () => {
    const { port } = await serve({ TRUST_PROXY: "loopback" });
    const held: Socket[] = [];
    for (let i = 0; i < connectionsPerAddress + 20; i++) held.push(await connect(port));
    expect(await health(held.at(-1)!)).toBe(200);
    for (const socket of held) socket.destroy();
  }, 60_000);
});
