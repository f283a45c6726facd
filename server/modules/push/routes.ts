import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  alertInputSchema,
  alertSchema,
  articleAlertsSchema,
  pushKeySchema,
  pushSubscribedSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
} from "#common/schemas/push.ts";
import { requireSameOrigin } from "#server/http/same-origin.ts";
import { actorOf, adminOperation, errorResponses, idParams } from "#server/http/schemas.ts";
import { editorial } from "#server/modules/auth/guards.ts";
import { serviceWorkerScript } from "./service-worker.ts";
import { articleAlerts, removeSubscriptions, sendAlert, subscribe } from "./service.ts";

/**
 * Readers' alerts for breaking news (issue 37, point 4; decision 0142): the key their browser
 * subscribes with, and their subscriptions, kept and removed. Each write is bounded per address and
 * refused when another site made the browser send it, as a like is.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.get(
    "/push/key",
    {
      schema: {
        tags: ["public"],
        summary: "The server's VAPID public key, which a browser subscribes to the alerts with (applicationServerKey)",
        response: { 200: pushKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return { publicKey: app.push.publicKey };
    },
  );

  app.post(
    "/push/subscriptions",
    {
      config: { rateLimit: "pushSubscription" },
      onRequest: requireSameOrigin,
      schema: {
        tags: ["public"],
        summary:
          "Receive alerts for breaking news: keep this browser's push subscription (its endpoint and keys, nothing else; a repeat replaces the keys)",
        body: pushSubscriptionInputSchema,
        response: { 201: pushSubscribedSchema, ...errorResponses(403, 429) },
      },
    },
    async (request, reply) => {
      await subscribe(db, request.body, now());
      return reply.status(201).send({ subscribed: true });
    },
  );

  app.post(
    "/push/subscriptions/unsubscribe",
    {
      config: { rateLimit: "pushSubscription" },
      onRequest: requireSameOrigin,
      schema: {
        tags: ["public"],
        summary:
          "Stop the alerts: forget this browser's subscription, by its endpoint (an unknown one changes nothing)",
        body: pushUnsubscribeInputSchema,
        response: { 200: pushSubscribedSchema, ...errorResponses(403, 429) },
      },
    },
    async (request) => {
      await removeSubscriptions(db, { endpoint: request.body.endpoint });
      return { subscribed: false };
    },
  );
};

/** The site's service worker, at the root so that its scope is every page (hidden: a script, not an operation). */
export const serviceWorkerRoute: FastifyPluginAsyncZod = async (app) => {
  const script = serviceWorkerScript({ siteName: app.deps.config.siteName, publicKey: app.push.publicKey });
  app.get("/sw.js", { schema: { hide: true } }, async (_request, reply) =>
    // Browsers look for a new version at every visit when it is not cached at all.
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(script),
  );
};

/**
 * The editorial desk sends an alert for a published article and sees how far it came (Owner, Admin,
 * Editor: decision 0134's `editorial`; under the admin guard, server/modules/admin/routes.ts).
 */
export const pushAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app.deps;
  app.get(
    "/admin/articles/:id/alerts",
    {
      config: editorial,
      schema: adminOperation(
        "The article's alerts for breaking news, newest first, with how many each reached, and the subscriptions a new one would reach",
        { params: idParams, response: { 200: articleAlertsSchema, ...errorResponses(404) } },
      ),
    },
    async (request) => articleAlerts(db, request.params.id),
  );

  app.post(
    "/admin/articles/:id/alerts",
    {
      config: editorial,
      schema: adminOperation(
        "Send an alert for breaking news about a published article to every subscribed browser (its text, and the article's address)",
        {
          params: idParams,
          body: alertInputSchema,
          response: { 201: alertSchema, ...errorResponses(404, 409) },
        },
      ),
    },
    async (request, reply) => {
      const alert = await sendAlert(
        db,
        { jobs: app.jobs, publicUrl: config.publicUrl },
        actorOf(request),
        request.params.id,
        request.body,
        now(),
      );
      return reply.status(201).send(alert);
    },
  );
};
