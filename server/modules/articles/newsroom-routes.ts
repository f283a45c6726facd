import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageSchema } from "#common/schemas/admin.ts";
import {
  autosaveInputSchema,
  autosaveResultSchema,
  pendingChangesSchema,
  restoreInputSchema,
  revisionListSchema,
  revisionParamsShape,
  revisionSchema,
  savedArticleSchema,
  scheduleInputSchema,
} from "#common/schemas/revisions.ts";
import { changedPages } from "#server/web/page-cache/write-freshness.ts";
import { actorOf, articleParams, errorResponses, journalistOperation } from "#server/http/schemas.ts";
import { changeArticleStatus } from "./authoring.ts";
import { autosaveArticle, discardPendingChanges, pendingChanges } from "./pending-changes.ts";
import { articleHistory, articleRevision, restoreRevision } from "./revision-service.ts";

const revisionParams = articleParams.extend(revisionParamsShape);

/**
 * The journalist workspace's newsroom routes (issue 20): scheduling, the autosave and pending
 * changes, and the history with restore. Registered inside journalistArticleRoutes, under its
 * staff guard; each reaches only the user's own article (another's answers 404).
 */
export const newsroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, now } = app.deps;

  app.put(
    "/journalist/articles/:articleId/schedule",
    {
      schema: journalistOperation(
        "Schedule the user's own article to go live at a moment (it must keep the article rules)",
        {
          params: articleParams,
          body: scheduleInputSchema,
          response: { 200: messageSchema, ...errorResponses(404, 409) },
        },
      ),
    },
    async (request) => {
      const actor = actorOf(request);
      changedPages(
        request,
        await changeArticleStatus(
          db,
          actor,
          request.params.articleId,
          { scheduledAt: request.body.publishAt },
          { worker: actor.user, version: request.body.version, now: now() },
        ),
      );
      return { message: "scheduled" };
    },
  );

  app.delete(
    "/journalist/articles/:articleId/schedule",
    {
      schema: journalistOperation("Cancel the schedule of the user's own article: it returns to draft", {
        params: articleParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      changedPages(
        request,
        await changeArticleStatus(db, actor, request.params.articleId, false, { worker: actor.user, now: now() }),
      );
      return { message: "unscheduled" };
    },
  );

  app.put(
    "/journalist/articles/:articleId/autosave",
    {
      schema: journalistOperation(
        "Autosave: a draft is saved (a revision); a published or scheduled article's changes are kept aside, not shown to readers",
        {
          params: articleParams,
          body: autosaveInputSchema,
          response: { 200: autosaveResultSchema, ...errorResponses(404, 409) },
        },
      ),
    },
    async (request) => {
      // An autosave never changes what readers see: a draft stays a draft, a published article's changes wait aside.
      changedPages(request, { pages: "none" });
      return autosaveArticle(db, media, actorOf(request), request.params.articleId, request.body, now());
    },
  );

  app.get(
    "/journalist/articles/:articleId/autosave",
    {
      schema: journalistOperation(
        "The user's pending (autosaved, not yet saved) changes of their published or scheduled article",
        {
          params: articleParams,
          response: { 200: pendingChangesSchema, ...errorResponses(404) },
        },
      ),
    },
    async (request) => pendingChanges(db, actorOf(request), request.params.articleId),
  );

  app.delete(
    "/journalist/articles/:articleId/autosave",
    {
      schema: journalistOperation("Discard the user's pending changes of their article", {
        params: articleParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      changedPages(request, { pages: "none" });
      await discardPendingChanges(db, actorOf(request), request.params.articleId);
      return { message: "discarded" };
    },
  );

  app.get(
    "/journalist/articles/:articleId/revisions",
    {
      schema: journalistOperation("The history of the user's own article, newest first (who, when, what changed)", {
        params: articleParams,
        response: { 200: revisionListSchema, ...errorResponses(404) },
      }),
    },
    async (request) => articleHistory(db, actorOf(request), request.params.articleId),
  );

  app.get(
    "/journalist/articles/:articleId/revisions/:version",
    {
      schema: journalistOperation("One revision of the user's own article, with its text", {
        params: revisionParams,
        response: { 200: revisionSchema, ...errorResponses(404) },
      }),
    },
    async (request) => articleRevision(db, actorOf(request), request.params.articleId, request.params.version),
  );

  app.post(
    "/journalist/articles/:articleId/revisions/:version/restore",
    {
      schema: journalistOperation(
        "Restore a revision's text as a new revision (the status is kept); a published one may be marked as a correction or an update",
        {
          params: revisionParams,
          body: restoreInputSchema,
          response: { 200: savedArticleSchema, ...errorResponses(404, 409, 413) },
        },
      ),
    },
    async (request) => {
      const { pages, ...saved } = await restoreRevision(
        db,
        media,
        actorOf(request),
        request.params.articleId,
        request.params.version,
        request.body,
        now(),
      );
      changedPages(request, pages);
      return saved;
    },
  );
};
