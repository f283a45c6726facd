// React's "edge" server renderer, not its Node one: the Node renderer runs every render inside an
// AsyncLocalStorage, which on Node 20 turns on async hooks for the whole process from the first
// page on, a cost on every promise, tick and socket write afterwards, cached hits included
// (docs/decisions/0086). This one finds no global AsyncLocalStorage in Node and renders the same HTML.
import { renderToReadableStream } from "react-dom/server.edge";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceContext } from "./lib/nonce.tsx";

export const streamTimeout = 5_000;

/**
 * Renders the whole page before sending it (no streaming of deferred data), so search engines,
 * link previews and the page cache always get complete HTML. Every inline script carries the
 * request's CSP nonce, except on pages rendered for the page cache, whose Content-Security-Policy
 * lists the hashes of their inline scripts instead (docs/decisions/0011).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce.script;
  let status = responseStatusCode;
  const controller = new AbortController();
  // Cleared as soon as the render settles: a pending timer would keep the whole render, its
  // loader data and React's request, in memory for the full timeout after the page was sent.
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1000);
  try {
    const body = await renderToReadableStream(
      <NonceContext.Provider value={loadContext.cspNonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        signal: controller.signal,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    await body.allReady;
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(body, { headers: responseHeaders, status });
  } finally {
    clearTimeout(timeout);
  }
}
