import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { forbidden, HttpError, notFound } from "#server/http/errors.ts";
import { tagListName } from "#server/modules/articles/page-changes.ts";
import { relatedArticles } from "#server/modules/tags/related-articles.ts";
import { createShownSitePages } from "#server/modules/site-pages/shown-pages.ts";
import { createImageSizes } from "#server/modules/media/image-sizes.ts";
import { ensureReaderId } from "#server/http/reader-cookie.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import { isSameOriginPost } from "#server/http/same-origin.ts";
import { issueCspNonces, securityHeaders } from "#server/http/security-headers.ts";
import { themeCookie } from "#common/theme.ts";
import type { FormRefusal, WebLoadContext } from "./load-context.ts";
import { pageKeys } from "./cdn/surrogate-keys.ts";
import { pageCachePolicy } from "./page-cache/cache-policy.ts";
import { createPageCache, type PageCache, type PageRenderer } from "./page-cache/page-cache.ts";
import { createReaderWriteMark } from "./page-cache/reader-write-mark.ts";
import { createWriterBypass } from "./page-cache/writer-bypass.ts";
import { DuplicateCommentError } from "#server/modules/comments/service.ts";
import { pagePaths, parseArticleSegment } from "#common/page-paths.ts";
import { redirectHeaders, sendRedirect } from "#server/modules/redirects/serving.ts";

export type WebAppOptions =
  /** Serve the production build in `buildDir` (build/client and build/server). */
  | { mode: "production"; buildDir: string; /** The page cache's clock (tests). */ now?: () => number }
  /** Render through Vite's dev server with hot reloading (npm run dev). */
  | { mode: "development" };

/**
 * Hands every request that is not the API, media or a built asset to React Router, which
 * renders it on the server (DESIGN.md §1). Route loaders get the database through the load
 * context, so they share this process's one database connection. In production the public pages
 * are served from the page cache (docs/decisions/0010), which this returns.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<PageCache | null> {
  let getHandler: () => Promise<ReturnType<typeof createRequestHandler>>;
  if (options.mode === "production") {
    const clientDir = path.join(options.buildDir, "client");
    const serverEntry = path.join(options.buildDir, "server", "index.js");
    if (!existsSync(serverEntry)) throw new Error(`No web build at ${options.buildDir}: run \`npm run build\` first.`);
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz beside each script and stylesheet (scripts/vite/precompressed-assets.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed files in assets/: they never change under the same name.
        const hashed = filePath.startsWith(path.join(clientDir, "assets") + path.sep);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const handler = createRequestHandler(build, "production");
    getHandler = async () => handler;
  } else {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    app.addHook("onClose", () => vite.close());
    // Vite's own files (modules, HMR client, source files) before React Router.
    app.addHook("onRequest", (request, reply, done) => {
      const url = request.raw.url ?? "/";
      if (url.startsWith("/api/") || url.startsWith("/media/")) return done();
      vite.middlewares(request.raw, reply.raw, () => done());
    });
    // Loaded per request so that edits to route modules show on the next reload.
    getHandler = async () =>
      createRequestHandler(
        (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild,
        "development",
      );
  }

  const { db, config, changes, now } = app.deps;
  const shownSitePages = createShownSitePages(db, changes, config.siteName);
  app.addHook("onClose", async () => {
    shownSitePages.close();
  });
  /** What every render's loaders get, whoever it is for. */
  const imageSizes = createImageSizes(db, changes);
  const shared = {
    db,
    now,
    site: { name: config.siteName, publicUrl: config.publicUrl },
    relatedArticles: (article: { id: number }) => relatedArticles(db, article.id),
    shownSitePages: shownSitePages.list,
    imageSize: imageSizes.of,
  };

  // Cached pages are rendered as an anonymous reader: no cookie but the theme, no Authorization.
  const origin = new URL(config.publicUrl).origin;
  const readerWrites = createReaderWriteMark(app.deps.tokens.mac);
  const renderForCache: PageRenderer = async (target, styleNonce) => {
    const handler = await getHandler();
    const headers = new Headers(target.theme === "system" ? {} : { cookie: `${themeCookie}=${target.theme}` });
    // The lists the page shows articles of (an article's related ones: its tags' and its main
    // category's): a change of an article in one of them drops this page too (decision 0104).
    const categoryLists = new Set<string>();
    const related: WebLoadContext["relatedArticles"] = (article) => {
      categoryLists.add(article.category.toLowerCase());
      for (const slug of article.tagSlugs) categoryLists.add(tagListName(slug));
      return relatedArticles(db, article.id);
    };
    const context: WebLoadContext = {
      ...shared,
      relatedArticles: related,
      cspNonce: { style: styleNonce },
    };
    const response = await handler(new Request(origin + target.url, { headers }), context);
    // A page of no such thing (`/category/politika`) at an old address of the redirects table (issue
    // 33): its 301, which the cache never keeps, so a category made later at that name answers.
    const location = response.status === 404 ? await app.redirects.afterPageNotFound("GET", target.url) : null;
    if (location !== null) {
      await response.body?.cancel();
      return { status: 301, headers: redirectHeaders(location), body: Buffer.alloc(0) };
    }
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
      categoryLists: [...categoryLists],
    };
  };
  const pages =
    options.mode === "production"
      ? createPageCache({
          render: renderForCache,
          baseHeaders: securityHeaders,
          onError: (error, target) => app.log.error({ err: error, page: target.url }, "page render failed"),
          writerBypass: createWriterBypass(app.deps.tokens.mac, now),
          readerWrites,
          now: options.now,
          server: app.server,
          surrogateKeys: pageKeys,
          cacheControl: app.deps.config.cdnPurge ? pageCachePolicy.purgedCdnCacheControl : undefined,
        })
      : null;
  if (pages) {
    const unsubscribe = changes.subscribe((change) => pages.invalidate(change));
    app.addHook("onClose", async () => {
      unsubscribe();
      pages.close();
    });
  }

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    // An old address no page has (issue 33): its 301 without a render.
    const early = await app.redirects.beforePage(request.method, request.originalUrl);
    if (early !== null) return sendRedirect(reply, early);
    const target = pages?.targetOf(request.raw);
    if (pages && target) {
      reply.hijack();
      try {
        return await pages.serve(target, request.raw, reply.raw);
      } finally {
        app.admission?.release(request);
      }
    }
    const handler = await getHandler();
    const context: WebLoadContext = { ...shared, cspNonce: issueCspNonces(reply) };
    const response = await handler(toFetchRequest(request), context);
    const location =
      response.status === 404 ? await app.redirects.afterPageNotFound(request.method, request.originalUrl) : null;
    if (location !== null) {
      await response.body?.cancel();
      return sendRedirect(reply, location);
    }
    return sendFetchResponse(reply, response);
  };
  // A render reads the database like an API request, and waits its turn with them; a page the
  // cache answers from memory, or from another request's render, takes no turn.
  const queue = app.admission;
  const admission = queue
    ? {
        onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
          const target = pages?.targetOf(request.raw);
          if (pages && target && pages.answersWithoutRendering(target, request.raw)) queue.pass(request);
          else await queue.enter(request, reply);
        },
        preValidation: queue.enterReceived,
        onSend: queue.done,
      }
    : {};
  // Pages are no operations of the API document.
  const hide = { schema: { hide: true } };
  app.route({ method: ["GET", "HEAD"], url: "/*", handler: render, ...hide, ...admission });
  app.route({ method: ["GET", "HEAD"], url: "/", handler: render, ...hide, ...admission });

  /**
   * The forms a reader posts without JavaScript (SPEC.md §4, issue 22): the article page's comment
   * form posts to the article's address, and a comment's own page its reply and report forms to
   * its own (decision 0077). The route's action carries it out under the API's rules
   * (the same limits), and the answer is the page rendered for this reader alone, never from the
   * page cache, with the outcome or the form's error and what the reader wrote.
   */
  const renderFormAnswer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    actions: Pick<WebLoadContext, "postComment" | "reportComment" | "readerId">,
  ) => {
    const handler = await getHandler();
    const context: WebLoadContext = { ...shared, cspNonce: issueCspNonces(reply), ...actions };
    // Checked above against the public address too, which React Router's own check does not know.
    const fetchRequest = toFetchRequest(request, { body: request.body as string, omitHeaders: ["origin"] });
    const response = await handler(fetchRequest, context);
    reply.header("cache-control", "no-store");
    return sendFetchResponse(reply, response);
  };
  const writerOf = (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSameOriginPost(request, origin)) throw forbidden(serverErrors.crossSite);
    return { readerId: ensureReaderId(request, reply), addressHash: app.readerAddresses.hash(request.ip) };
  };
  /**
   * Posts for the reader; a comment stored (or a repeat of one) marks the reader's browser, so the
   * article's page the answer redirects to shows it whatever the page cache holds (issue 29).
   */
  const postingAs =
    (
      request: FastifyRequest,
      reply: FastifyReply,
      writer: { readerId: string; addressHash: string },
    ): WebLoadContext["postComment"] =>
    async (articleId, input) => {
      // The address the form was posted to: the page the answer leads back to (issue 32).
      const posted = parseArticleSegment((request.params as { articleId?: string }).articleId);
      const address = { id: articleId, slug: posted?.id === articleId && posted.slug ? posted.slug : null };
      const mark = () =>
        reply.header(
          "set-cookie",
          readerWrites.cookieFor(address, request.protocol === "https", app.deps.now().getTime()),
        );
      try {
        const stored = await app.comments.post(articleId, input, writer);
        mark();
        return { posted: stored };
      } catch (error) {
        if (error instanceof DuplicateCommentError) mark();
        return {
          refused: formRefusal(error),
          repeatOf: error instanceof DuplicateCommentError ? error.commentId : undefined,
        };
      }
    };
  const postCommentForm = async (request: FastifyRequest<{ Params: { articleId: string } }>, reply: FastifyReply) => {
    const writer = writerOf(request, reply);
    if (request.params.articleId.endsWith(".data")) throw notFound();
    return renderFormAnswer(request, reply, {
      postComment: postingAs(request, reply, writer),
      readerId: writer.readerId,
    });
  };
  const postCommentPageForm = async (
    request: FastifyRequest<{ Params: { commentId: string } }>,
    reply: FastifyReply,
  ) => {
    const writer = writerOf(request, reply);
    if (request.params.commentId.endsWith(".data")) throw notFound();
    return renderFormAnswer(request, reply, {
      readerId: writer.readerId,
      postComment: postingAs(request, reply, writer),
      reportComment: async (commentId, input) => {
        try {
          await app.commentReports.report(commentId, input, writer);
          return null;
        } catch (error) {
          return formRefusal(error);
        }
      },
    });
  };
  await app.register(async (forms) => {
    // Only what a form sends: any other body is 415.
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: formBodyLimit },
      (_request, body, done) => done(null, body),
    );
    // The comment forms of an article's page and of a comment's own page post to the page itself.
    forms.route({ method: "POST", url: pagePaths.article, handler: postCommentForm, ...hide, ...admission });
    forms.route({ method: "POST", url: pagePaths.articleComment, handler: postCommentPageForm, ...hide, ...admission });
  });
  return pages;
}

/** A refusal the form's page shows (400, 404, 409, 429); anything else is the server's own failure. */
function formRefusal(error: unknown): FormRefusal {
  if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
  return { status: error.statusCode, message: error.message, fields: error.fields, headers: error.headers };
}

/** A comment form's fields, percent-encoded: the longest name and comment take about 15 KB. */
const formBodyLimit = 64 * 1024;

function toFetchRequest(request: FastifyRequest, post?: { body: string; omitHeaders: string[] }): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || post?.omitHeaders.includes(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    body: post?.body,
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}
