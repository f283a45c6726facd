import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import path from "node:path";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from "fastify-type-provider-zod";
import { requestLimits } from "#common/limits.ts";
import { systemClock, type Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { ContentChanges } from "./db/content-changes.ts";
import { createAdmission, pgliteAdmissionLimits, type Admission } from "./http/admission.ts";
import { capConnectionsPerAddress, connectionsPerAddress } from "./http/connection-cap.ts";
import { notFound, registerErrorHandler } from "./http/errors.ts";
import { createRateLimiter, type RateLimiter } from "./http/rate-limiter.ts";
import { repairMalformedUrl } from "./http/malformed-url.ts";
import { registerRequestBodies } from "./http/request-body.ts";
import { documentTransform, registerCommonErrors } from "./http/schemas.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerTextBoundary } from "./http/text-boundary.ts";
import { articleRoutes } from "./modules/articles/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import type { TokenService } from "./modules/auth/tokens.ts";
import { categoryRoutes } from "./modules/categories/routes.ts";
import { commentRoutes } from "./modules/comments/routes.ts";
import { featuredRoutes } from "./modules/featured/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { feedRoutes } from "./modules/feeds/routes.ts";
import { journalistArticleRoutes } from "./modules/articles/journalist-routes.ts";
import { profileRoutes } from "./modules/users/profile-routes.ts";
import { twoStepProfileRoutes } from "./modules/auth/two-step-routes.ts";
import { sessionRoutes } from "./modules/auth/session-routes.ts";
import { uploadRoutes } from "./modules/media/upload-routes.ts";
import { mediaLibraryRoutes } from "./modules/media/library-routes.ts";
import { socialCropJob, socialCropper } from "./modules/media/social-crop.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import { registerMediaFiles } from "./modules/media/routes.ts";
import { createImageQueue, type ImageQueue } from "./modules/media/image-queue.ts";
import type { MediaStorage } from "./modules/media/storage.ts";
import { engagementRoutes } from "./modules/engagement/routes.ts";
import { createViewCounter, type ViewCounter } from "./modules/engagement/view-counter.ts";
import { createCommentPosting, type CommentPosting } from "./modules/comments/posting.ts";
import { publishScheduledArticles, scheduledPublishJob } from "./modules/articles/scheduled-publishing.ts";
import { startVocabularyUpkeep } from "./modules/search/vocabulary.ts";
import { startRevisionUpkeep } from "./modules/articles/revision-upkeep.ts";
import type { BackgroundTask } from "./background/background-task.ts";
import { startAddressSweep } from "./modules/comments/address-sweep.ts";
import { createModerationState } from "./modules/comments/moderation-state.ts";
import { createCommentReporting, type CommentReporting } from "./modules/comments/reports.ts";
import { createReaderAddresses, type ReaderAddresses } from "./http/reader-address.ts";
import { resolveStoredSecret } from "./stored-secret.ts";
import { resolveTwoStepKeys, type TwoStepKeys } from "./modules/auth/two-step-keys.ts";
import { authorRoutes } from "./modules/authors/routes.ts";
import { sitePageRoutes } from "./modules/site-pages/routes.ts";
import { journalistTagRoutes, tagRoutes } from "./modules/tags/routes.ts";
import type { PageCache } from "./web/page-cache/page-cache.ts";
import { pageCacheServerFactory } from "./web/page-cache/page-server.ts";
import { registerWriteFreshness } from "./web/page-cache/write-freshness.ts";
import { registerPersonalAnswers } from "./http/personal-answers.ts";
import { reviewJournalistRoutes } from "./modules/reviews/journalist-routes.ts";
import { liveJournalistRoutes, liveRoutes } from "./modules/live/routes.ts";
import { startLiveEnding } from "./modules/live/live-ending.ts";
import { createLiveUpdatesMemory, type LiveUpdatesMemory } from "./modules/live/updates.ts";
import { registerWebApp, type WebAppOptions } from "./web/register-web-app.ts";
import { startDurableJobs, type DurableJobs } from "./background/durable-jobs.ts";
import { cdnPurgeJob, cdnPurger, withCdnPurges } from "./web/cdn/cdn-purge.ts";
import { createRedirectLookup } from "./modules/redirects/lookup.ts";
import { collectServerAddresses } from "./modules/redirects/live-addresses.ts";
import { createRedirectServing, sendRedirect, type RedirectServing } from "./modules/redirects/serving.ts";
import type { Agent as HttpsAgent } from "node:https";
import { pushAlertDelivery } from "./modules/push/delivery.ts";
import { createPushSender } from "./modules/push/push-sender.ts";
import { pushRoutes, serviceWorkerRoute } from "./modules/push/routes.ts";
import { pushAlertJob } from "./modules/push/service.ts";
import { resolveVapidKeys } from "./modules/push/vapid-keys.ts";

/** What the app is built from; tests build it with their own database and no web app. */
export type AppDeps = {
  config: Config;
  db: Database;
  tokens: TokenService;
  media: MediaStorage;
  /** Content-change announcements (in-process, or across processes through PostgreSQL). */
  changes: ContentChanges;
  /** The embedded database runs one statement at a time: requests are admitted a few at a time. */
  databaseKind: "pglite" | "postgres";
  /** The app's one clock (server/clock.ts); the system's when omitted, a test clock in tests. */
  now?: Clock;
  /** The connections alerts are sent over (push-sender.ts); tests give one that trusts their local push service. */
  pushAgent?: HttpsAgent;
};

/** The dependencies as the app holds them: the clock always set. */
export type ResolvedAppDeps = AppDeps & { now: Clock };

declare module "fastify" {
  interface FastifyInstance {
    deps: ResolvedAppDeps;
    /** The open live pages' updates, kept per article (decision 0141). */
    liveUpdates: LiveUpdatesMemory;
    /** Accepts views into a journal and writes them to the database in batches. */
    views: ViewCounter;
    /** On the embedded database, the queue in which API requests and page renders wait their turn. */
    admission: Admission | null;
    /** Readers' comments, from the API and from the article page's form, under one set of limits. */
    comments: CommentPosting;
    /** Brings the search vocabulary up to date with the documents, in the background (decision 0100). */
    searchVocabulary: Pick<BackgroundTask, "runNow">;
    /** Packs old revisions and applies their retention, in the background (decision 0103). */
    revisionUpkeep: Pick<BackgroundTask, "runNow">;
    /** Readers' reports of comments, from the API and from the comment's page without JavaScript. */
    commentReports: CommentReporting;
    /** The keyed hash readers' addresses are kept as (docs/decisions/0078). */
    readerAddresses: ReaderAddresses;
    /** The keys of two-step sign-in: secrets encrypted, backup codes hashed (decision 0132). */
    twoStepKeys: TwoStepKeys;
    /** The one rate limiter: every route that limits names a strategy of `rateLimits` (common/limits.ts). */
    rateLimiter: RateLimiter;
    /** The pictures this process decodes at once and waiting (imageLimits, issue 30 point 6). */
    imageQueue: ImageQueue;
    /** Old addresses that answer 301 instead of a 404 (issue 33), from the redirects table, remembered. */
    redirects: RedirectServing;
    /** Durable background jobs (decision 0129): CDN purges. */
    jobs: DurableJobs;
    /** Ends the live coverages quiet for their hours, in the background (decision 0140); answers the articles ended. */
    liveEnding: Pick<BackgroundTask<number[]>, "runNow">;
    /** Alerts for breaking news (decision 0142): the VAPID public key browsers subscribe with. */
    push: { publicKey: string };
  }
}

export type BuildAppOptions = {
  logger?: FastifyServerOptions["logger"];
  /** Serve the React Router app (built, or through Vite in development). Omitted in API tests. */
  web?: WebAppOptions;
};

const api: FastifyPluginAsyncZod = async (app) => {
  registerTextBoundary(app);
  // Before the admission queue: a client over its rate is refused without waiting for a turn.
  app.addHook("onRequest", app.rateLimiter.onRequest);
  if (app.admission) {
    app.addHook("onRequest", app.admission.enter);
    app.addHook("preValidation", app.admission.enterReceived);
    app.addHook("onSend", app.admission.done);
  }
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(categoryRoutes);
  await app.register(articleRoutes);
  await app.register(featuredRoutes);
  await app.register(commentRoutes);
  await app.register(engagementRoutes);
  await app.register(searchRoutes);
  await app.register(journalistArticleRoutes);
  await app.register(profileRoutes);
  await app.register(twoStepProfileRoutes);
  await app.register(sessionRoutes);
  await app.register(uploadRoutes);
  await app.register(mediaLibraryRoutes);
  await app.register(adminRoutes);
  await app.register(authorRoutes);
  await app.register(sitePageRoutes);
  await app.register(tagRoutes);
  await app.register(journalistTagRoutes);
  await app.register(reviewJournalistRoutes);
  await app.register(liveRoutes);
  await app.register(liveJournalistRoutes);
  await app.register(pushRoutes);
  // Any other /api address is a JSON 404, not the web app's page; no operation of the document.
  app.all("/*", { schema: { hide: true } }, async () => {
    throw notFound();
  });
};

/**
 * The request log names the client by the keyed hash of its address, never the address itself
 * (docs/decisions/0078): a log is kept, so it must not keep what the database may not.
 */
function withHashedAddresses(
  logger: FastifyServerOptions["logger"],
  addresses: ReaderAddresses,
): FastifyServerOptions["logger"] {
  if (!logger || typeof logger !== "object") return logger;
  return {
    ...logger,
    serializers: {
      req: (request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remoteAddress?: string };
      }) => ({
        method: request.method,
        url: request.url,
        host: request.host,
        address: addresses.hash(request.ip ?? request.socket?.remoteAddress ?? ""),
      }),
    },
  };
}

/** Builds the whole server, ready to `listen` or to `inject` into. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // The production web app answers cached pages in the server's request listener (page-server.ts).
  let pages: PageCache | null = null;
  const readerAddresses = createReaderAddresses(
    await resolveStoredSecret(deps.config.readerAddressSecret, deps.config.dataDir, "reader-address-secret"),
  );
  const app = Fastify({
    serverFactory:
      options.web?.mode === "production"
        ? pageCacheServerFactory(
            () => pages,
            () => liveUpdates,
          )
        : undefined,
    logger: withHashedAddresses(options.logger ?? false, readerAddresses),
    bodyLimit: requestLimits.apiBodyMaxBytes,
    // Long enough for a slow phone, short enough that an idle connection can't hold a socket.
    requestTimeout: 60_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    // A page address with a broken escape (/%ZZ) gets the not-found page, not the router's JSON.
    rewriteUrl: (req) => repairMalformedUrl(req.url ?? "/"),
    // Behind a proxy or CDN every connection comes from the proxy: TRUST_PROXY lets the limits and
    // the audit log see the reader's own address (X-Forwarded-For) instead.
    trustProxy: deps.config.trustProxy,
    // JSON with __proto__ or constructor.prototype keys is refused outright (400).
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
  });
  // Idle sockets held by one client must not take the process's file descriptors (issue 30).
  capConnectionsPerAddress(app.server, { perAddress: connectionsPerAddress, trustProxy: deps.config.trustProxy });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clock = deps.now ?? systemClock;
  // Durable jobs (decisions 0129, 0131): scheduled publishing, pictures' crops and, with a CDN, its purges.
  const cdnPurge = deps.config.cdnPurge;
  const vapidKeys = await resolveVapidKeys(deps.config.vapid.keys, deps.config.dataDir);
  const jobs: DurableJobs = startDurableJobs({
    db: deps.db,
    now: clock,
    handlers: {
      // Announced through `changes` (below), so that a CDN is purged of the pages it changed.
      [scheduledPublishJob]: publishScheduledArticles({ db: deps.db, now: clock, announce: () => changes.announce() }),
      // A picture's crop for link previews (decision 0130): the pages showing it change once it exists.
      [socialCropJob]: socialCropper(deps.db, deps.media, () => changes.announce()),
      ...(cdnPurge ? { [cdnPurgeJob]: cdnPurger(cdnPurge) } : {}),
      // An alert's delivery (decision 0142), a batch a pass, queued again until every subscription has it.
      [pushAlertJob]: pushAlertDelivery({
        db: deps.db,
        now: clock,
        send: createPushSender({ keys: vapidKeys, subject: deps.config.vapid.subject, agent: deps.pushAgent }),
        siteName: deps.config.siteName,
        jobs: () => jobs,
      }),
    },
    onError: (error, job) => app.log.warn({ err: error, job }, "a background job failed; retried later"),
  });
  // A schedule made or moved in another process queued its job there: this one looks too.
  const unsubscribeJobs = deps.changes.subscribe(() => jobs.wake());
  app.decorate("jobs", jobs);
  app.decorate("push", { publicKey: vapidKeys.publicKey });
  const changes = cdnPurge
    ? withCdnPurges(deps.changes, jobs, deps.db, (error) =>
        app.log.error({ err: error }, "a CDN purge could not be queued; the CDN keeps the old pages until they expire"),
      )
    : deps.changes;
  app.decorate("deps", { ...deps, changes, now: clock });
  const liveUpdates = createLiveUpdatesMemory({ db: deps.db, changes, now: () => clock().getTime() });
  app.decorate("liveUpdates", liveUpdates);
  app.addHook("onClose", async () => liveUpdates.close());
  const rateLimiter = createRateLimiter({
    now: () => clock().getTime(),
    addressKey: readerAddresses.hash,
    // The log names an address by its keyed hash only (docs/decisions/0078), as every key here is.
    onRefused: (refusal) =>
      app.log.warn({ strategy: refusal.strategy, rule: refusal.scope, key: refusal.key }, "rate limit reached"),
  });
  app.decorate("rateLimiter", rateLimiter);
  app.decorate("imageQueue", createImageQueue());
  const views = createViewCounter(deps.db, {
    journalDir: path.join(deps.config.dataDir, "view-journal"),
    now: clock,
    limiter: rateLimiter,
    onError: (error) => app.log.error({ err: error }, "writing views failed; retrying"),
  });
  app.decorate("views", views);
  app.decorate("admission", deps.databaseKind === "pglite" ? createAdmission(pgliteAdmissionLimits) : null);
  app.decorate("readerAddresses", readerAddresses);
  app.decorate("twoStepKeys", await resolveTwoStepKeys(deps.config.twoStepSecret, deps.config.dataDir));
  const moderation = createModerationState(deps.db, changes, clock);
  app.decorate("comments", createCommentPosting(deps.db, rateLimiter, moderation, clock));
  app.decorate("commentReports", createCommentReporting(deps.db, rateLimiter));
  const sweep = startAddressSweep(deps.db, {
    now: clock,
    onSwept: (removed) => {
      if (removed === 0) return;
      app.log.info({ removed }, "reader address hashes older than 30 days removed");
      moderation.drop();
    },
    onError: (error) => app.log.error({ err: error }, "removing old reader addresses failed; retried within the hour"),
  });
  app.addHook("onClose", async () => {
    moderation.close();
    await sweep.close();
  });
  // Views a killed process had accepted; the views still buffered are written before the database closes.
  const replayed = await views.recover();
  if (replayed > 0) app.log.warn({ views: replayed }, "replayed views left in the journal by a stopped process");
  app.addHook("onClose", () => views.close());
  app.addHook("onClose", async () => {
    unsubscribeJobs();
    await jobs.close();
  });
  let vocabulary: BackgroundTask | null = null;
  app.decorate("searchVocabulary", { runNow: () => vocabulary?.runNow() ?? Promise.resolve() });
  // A save has queued its article: the rest of its new words, soon after.
  const unsubscribeVocabulary = changes.subscribe(() => vocabulary?.wake());
  let revisionUpkeep: BackgroundTask | null = null;
  app.decorate("revisionUpkeep", { runNow: () => revisionUpkeep?.runNow() ?? Promise.resolve() });
  let liveEnding: BackgroundTask<number[]> | null = null;
  app.decorate("liveEnding", { runNow: () => liveEnding?.runNow() ?? Promise.resolve(undefined) });
  app.addHook("onReady", async () => {
    vocabulary = startVocabularyUpkeep({
      db: deps.db,
      kind: deps.databaseKind,
      onError: (error) => app.log.error({ err: error }, "search vocabulary upkeep failed; retrying"),
    });
    revisionUpkeep = startRevisionUpkeep({
      db: deps.db,
      now: app.deps.now,
      onError: (error) => app.log.error({ err: error }, "revision upkeep failed; retrying"),
    });
    // Announced through `changes`, so that a CDN is purged of the pages whose "НА ЖИВО" went.
    liveEnding = startLiveEnding({
      db: deps.db,
      now: app.deps.now,
      announce: (change) => changes.announce(change),
      onError: (error) => app.log.error({ err: error }, "ending quiet live coverages failed; retrying"),
    });
  });
  app.addHook("onClose", async () => {
    unsubscribeVocabulary();
    await vocabulary?.close();
    await revisionUpkeep?.close();
    await liveEnding?.close();
  });
  // Before any route: the addresses Fastify answers itself are no redirect's.
  const redirects = createRedirectServing(createRedirectLookup(deps.db), collectServerAddresses(app));
  app.decorate("redirects", redirects);
  // Any change announced, here or by another process (an admin's redirect, an import), may change the table.
  const unsubscribeRedirects = changes.subscribe(() => redirects.lookup.clear());
  app.addHook("onClose", async () => unsubscribeRedirects());
  app.decorateRequest("user", null);
  registerErrorHandler(app, {
    beforeNotFound: async (request, reply) => {
      const location = await redirects.ofUnrouted(request.method, request.originalUrl);
      if (location) sendRedirect(reply, location);
      return location !== null;
    },
  });
  // Before any route: each route's document and answers include the errors the plumbing gives.
  registerCommonErrors(app);
  registerRequestBodies(app);

  // Security headers and the CSP on every answer; pages add nonces or hashes (decision 0011).
  registerSecurityHeaders(app);
  registerPersonalAnswers(app);
  // Brotli's default 4 MB window costs megabytes of native memory per answer being compressed.
  // Pages and most API answers are far smaller than 256 KB (lgwin 18), so they compress as well;
  // larger ones (a long journalist list, the sitemap) only slightly less. Quality 4 as before.
  await app.register(fastifyCompress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  await app.register(fastifyCookie);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${deps.config.siteName} API`,
        version: "1.0.0",
        description:
          "REST API of the news portal. Every error answers `{ error, code, fields? }` (the Error schema): `error` for people, `code` for programs (stable), `fields` for the failing fields of a 400.",
      },
      tags: [
        {
          name: "public",
          description: "The reader site: articles, categories, search, views, likes, comments; no account",
        },
        { name: "auth", description: "Sign-in at the admin and journalist doors, registration, the signed-in user" },
        {
          name: "journalist",
          description: "The journalist workspace: the user's own articles and media (any active staff account)",
        },
        {
          name: "admin",
          description: "The back-office (Admin or Owner; administrators and the audit log are the Owner's)",
        },
        { name: "feeds", description: "Sitemaps, RSS and robots.txt for crawlers and readers" },
        { name: "health", description: "For load balancers and monitors" },
      ],
      servers: [{ url: deps.config.publicUrl, description: "This server" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: documentTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  registerWriteFreshness(app, changes);
  await app.register(api, { prefix: "/api" });
  await registerMediaFiles(app, deps.media, { publicUrl: deps.config.mediaPublicUrl });
  await app.register(feedRoutes);
  await app.register(serviceWorkerRoute);
  if (options.web) pages = await registerWebApp(app, options.web);
  return app;
}
