import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "#common/schemas/admin.ts";
import { ownReviewSchema, reviewNoteInputSchema, sendForReviewSchema } from "#common/schemas/reviews.ts";
import { actorOf, articleParams, errorResponses, journalistOperation } from "#server/http/schemas.ts";
import { changedPages } from "#server/web/page-cache/write-freshness.ts";
import { requireStaff } from "#server/modules/auth/guards.ts";
import { needsReview, reviewSetting } from "./policy.ts";
import { addReviewNote, ownReview, sendForReview } from "./service.ts";
import { ownArticleRow } from "#server/modules/articles/co-authors.ts";
import { articles } from "#server/db/schema.ts";

/**
 * The writer's side of review before publishing (issue 35, point 2; decision 0135): whether one's
 * articles go through review, sending one, and reading and answering the desk's notes.
 */
export const reviewJournalistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.addHook("onRequest", requireStaff);

  app.get(
    "/journalist/review-setting",
    {
      schema: journalistOperation(
        "Whether review before publishing is on, and whether it applies to the user's article (none: a new one)",
        {
          querystring: z.object({ article: z.coerce.number().int().positive().optional() }),
          response: { 200: z.object({ reviewBeforePublishing: z.boolean(), appliesToMe: z.boolean() }) },
        },
      ),
    },
    async (request) => ({
      reviewBeforePublishing: (await reviewSetting(db)).reviewBeforePublishing,
      appliesToMe: await needsReview(db, request.user!, request.query.article ?? null),
    }),
  );

  app.post(
    "/journalist/articles/:articleId/review",
    {
      schema: journalistOperation(
        "Send the user's article for review: a draft as stored, a published one as the user's pending changes",
        {
          params: articleParams,
          body: sendForReviewSchema,
          response: { 200: messageSchema, ...errorResponses(404) },
        },
      ),
    },
    async (request) => {
      changedPages(request, { pages: "none" });
      await sendForReview(db, actorOf(request), request.params.articleId, request.body, now());
      return { message: "sent" };
    },
  );

  app.get(
    "/journalist/articles/:articleId/review",
    {
      schema: journalistOperation(
        "The review of the user's article: its state and notes (reading it sees the notice)",
        {
          params: articleParams,
          response: { 200: ownReviewSchema, ...errorResponses(404) },
        },
      ),
    },
    async (request) => ({ review: await ownReview(db, actorOf(request), request.params.articleId) }),
  );

  app.post(
    "/journalist/articles/:articleId/review/notes",
    {
      schema: journalistOperation("Answer the desk on the review of the user's article", {
        params: articleParams,
        body: reviewNoteInputSchema,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      await ownArticleRow(db, request.user!, request.params.articleId, { id: articles.id });
      changedPages(request, { pages: "none" });
      await addReviewNote(db, actorOf(request), request.params.articleId, request.body.note, now());
      return { message: "noted" };
    },
  );
};
