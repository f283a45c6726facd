import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  journalistLiveSchema,
  liveCoverageSchema,
  liveEntryInputSchema,
  liveEntryPatchSchema,
  liveEntrySchema,
  livePageQuerySchema,
  liveStartInputSchema,
  liveStateSchema,
  liveUpdatesQuerySchema,
  liveUpdatesSchema,
} from "#common/schemas/live.ts";
import { liveUpdatesCacheControl } from "#common/live-updates.ts";
import { notFound } from "#server/http/errors.ts";
import { actorOf, articleParams, errorResponses, idParam, journalistOperation } from "#server/http/schemas.ts";
import { requireStaff } from "#server/modules/auth/guards.ts";
import { changedPages } from "#server/web/page-cache/write-freshness.ts";
import { preferredEncoding } from "#server/web/page-cache/content-encoding.ts";
import { etagMatches } from "#server/web/page-cache/page-entry.ts";
import {
  addLiveEntry,
  deleteLiveEntry,
  editLiveEntry,
  endLive,
  journalistLive,
  readPublishedLiveCoverage,
  startLive,
} from "./service.ts";
import { keptAnswerHeaders, keptBody } from "./updates.ts";

/** `/articles/{articleId}/live/entries/{entryId}` */
const entryParams = z.object({ articleId: idParam, entryId: idParam });

/** A published article's live coverage for readers and apps (issue 37); the site shows it on the article's page. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  const memory = app.liveUpdates;

  app.get(
    "/articles/:articleId/live/updates",
    {
      schema: {
        tags: ["public"],
        summary:
          "What an open live page asks for every few seconds (decision 0141): the coverage's state, key moments and latest writes. " +
          "`at` is the time bucket of the asking moment (its milliseconds / 4000, rounded down): every reader asks the same address, " +
          "kept by caches until the bucket ends. With the ETag of the version one has in If-None-Match, 304 when nothing changed.",
        params: articleParams,
        querystring: liveUpdatesQuerySchema,
        response: { 200: liveUpdatesSchema, 304: z.null().describe("Nothing changed"), ...errorResponses(404) },
      },
    },
    // The asks whose answer is kept are answered before routing (memory.serveHit); these read it.
    async (request, reply) => {
      const answer = await memory.read(request.params.articleId);
      const bucket = request.query.at;
      const nowMs = now().getTime();
      if (!answer) {
        // Kept as long as a found answer: a coverage that is gone is asked for by its pages.
        reply.header("cache-control", liveUpdatesCacheControl(bucket, nowMs));
        throw notFound();
      }
      const ifNoneMatch = request.headers["if-none-match"];
      if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, answer.etag))
        return reply
          .code(304)
          .headers(keptAnswerHeaders(answer, bucket, nowMs, null))
          .send(null);
      // The kept bytes as they are: neither serialized nor compressed again.
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      return (reply as FastifyReply)
        .headers(keptAnswerHeaders(answer, bucket, nowMs, encoding))
        .send(keptBody(answer, encoding));
    },
  );

  app.get(
    "/articles/:articleId/live",
    {
      schema: {
        tags: ["public"],
        summary:
          "A published article's live coverage: its state, key moments and a page of its entries, newest first (404 without one)",
        params: articleParams,
        querystring: livePageQuerySchema,
        response: { 200: liveCoverageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const coverage = await readPublishedLiveCoverage(db, request.params.articleId, request.query.page);
      if (!coverage) throw notFound();
      return coverage;
    },
  );
};

/**
 * The desk of an article's live coverage (issue 37, decision 0140): whoever works on the article
 * in the journalist area (its author, co-authors, Editors) and the administrators open, end and
 * post to it; anyone else finds nothing (404).
 */
export const liveJournalistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.addHook("onRequest", requireStaff);

  app.get(
    "/journalist/articles/:articleId/live",
    {
      schema: journalistOperation(
        "The live coverage desk of an article: the article, and its coverage with a page of entries (null before its first start)",
        {
          params: articleParams,
          querystring: livePageQuerySchema,
          response: { 200: journalistLiveSchema, ...errorResponses(404) },
        },
      ),
    },
    async (request) => journalistLive(db, request.user!, request.params.articleId, request.query.page),
  );

  app.post(
    "/journalist/articles/:articleId/live",
    {
      schema: journalistOperation(
        "Open the article's live coverage, reopen an ended one, or change after how many hours without entries it ends itself",
        {
          params: articleParams,
          body: liveStartInputSchema,
          response: { 200: liveStateSchema, ...errorResponses(404) },
        },
      ),
    },
    async (request) => {
      const { state, pages } = await startLive(db, actorOf(request), request.params.articleId, request.body, now());
      changedPages(request, pages);
      return state;
    },
  );

  app.post(
    "/journalist/articles/:articleId/live/end",
    {
      schema: journalistOperation("End the article's live coverage (its entries stay on the page)", {
        params: articleParams,
        response: { 200: liveStateSchema, ...errorResponses(404, 409) },
      }),
    },
    async (request) => {
      const { state, pages } = await endLive(db, actorOf(request), request.params.articleId, now());
      changedPages(request, pages);
      return state;
    },
  );

  app.post(
    "/journalist/articles/:articleId/live/entries",
    {
      schema: journalistOperation(
        "Post an entry on the article's open live coverage: text, an optional library picture with its description, a key moment",
        {
          params: articleParams,
          body: liveEntryInputSchema,
          response: { 201: liveEntrySchema, ...errorResponses(404, 409) },
        },
      ),
    },
    async (request, reply) => {
      const { entry, pages } = await addLiveEntry(db, actorOf(request), request.params.articleId, request.body, now());
      changedPages(request, pages);
      return reply.status(201).send(entry);
    },
  );

  app.patch(
    "/journalist/articles/:articleId/live/entries/:entryId",
    {
      schema: journalistOperation(
        "Change an entry of the article's live coverage (what is sent changes; also after the coverage ended)",
        {
          params: entryParams,
          body: liveEntryPatchSchema,
          response: { 200: liveEntrySchema, ...errorResponses(404) },
        },
      ),
    },
    async (request) => {
      const { articleId, entryId } = request.params;
      const { entry, pages } = await editLiveEntry(db, actorOf(request), articleId, entryId, request.body, now());
      changedPages(request, pages);
      return entry;
    },
  );

  app.delete(
    "/journalist/articles/:articleId/live/entries/:entryId",
    {
      schema: journalistOperation("Delete an entry of the article's live coverage (also after the coverage ended)", {
        params: entryParams,
        response: { 204: z.null().describe("Deleted: readers no longer see the entry"), ...errorResponses(404) },
      }),
    },
    async (request, reply) => {
      const { articleId, entryId } = request.params;
      const { pages } = await deleteLiveEntry(db, actorOf(request), articleId, entryId, now());
      changedPages(request, pages);
      return reply.status(204).send(null);
    },
  );
};
