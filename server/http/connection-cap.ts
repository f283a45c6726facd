import type { Server, Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import { addressKey } from "./reader-address.ts";

/**
 * Open connections one client (an address; an IPv6 /64 as one) may hold at once. A browser opens
 * six to a site; a school or an office behind one address, a few dozen; the attacker held
 * 19 500 idle sockets and the server ran out of file descriptors (issue 30, point 11).
 */
export const connectionsPerAddress = 256;

/**
 * Caps the connections each client holds open at once (decision 0104): a connection past its
 * client's cap is closed as soon as it is accepted, before it is read. Connections from the
 * trusted proxies (`TRUST_PROXY`) are not capped: behind a proxy every reader arrives through a
 * few addresses, and the proxy bounds its own connections. With `TRUST_PROXY=true` every peer is a
 * proxy, and nothing is capped here.
 */
export function capConnectionsPerAddress(
  server: Server,
  options: { perAddress: number; trustProxy: boolean | string[] },
) {
  const open = new Map<string, number>();
  if (options.trustProxy === true) return { openOf: () => 0 };
  const trusted = options.trustProxy === false ? () => false : proxyAddr.compile(options.trustProxy);
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || trusted(address, 0)) return;
    const key = addressKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > options.perAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return {
    /** Connections the client of `address` holds (tests). */
    openOf: (address: string) => open.get(addressKey(address)) ?? 0,
  };
}
