import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import islandAssets from "virtual:hronika/island-assets";
import { IslandAssetsContext } from "./islands/island-scripts.tsx";
import { NonceContext } from "./lib/nonce.tsx";

export const streamTimeout = 5_000;

/**
 * Renders the whole page before sending it (no streaming of deferred data), so search engines,
 * link previews and the page cache always get complete HTML. Every inline script carries the
 * request's CSP nonce, except on pages rendered for the page cache, whose Content-Security-Policy
 * lists the hashes of their inline scripts instead (docs/decisions/0011).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce.script;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={loadContext.cspNonce}>
        <IslandAssetsContext.Provider value={islandAssets}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandAssetsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timeout);
          // The whole page is ready: it is collected into one buffer, which the page cache takes
          // as it is (no stream to read back and no text to decode and encode again, issue 24).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
              done();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    // Cleared as soon as the render settles (React calls back only after this line has run): a
    // pending timer would keep the whole render, its loader data and React's request, in memory
    // for the full timeout after the page was sent.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
