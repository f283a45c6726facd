import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isOwnerRole } from "#common/roles.ts";
import { messageSchema } from "#common/schemas/admin.ts";
import {
  approveReviewSchema,
  articleReviewSchema,
  reviewNoteInputSchema,
  reviewQueueItemSchema,
  reviewSettingSchema,
  type ReviewSetting,
} from "#common/schemas/reviews.ts";
import { forbidden, notFound } from "#server/http/errors.ts";
import { actorOf, adminOperation, errorResponses, idParams } from "#server/http/schemas.ts";
import { changedPages } from "#server/web/page-cache/write-freshness.ts";
import { auditBy } from "#server/modules/audit/service.ts";
import { editorial } from "#server/modules/auth/guards.ts";
import { reviewSetting, setReviewSetting } from "./policy.ts";
import { addReviewNote, approveReview, returnReview, reviewOf, reviewQueue } from "./service.ts";

/** The setting as the audit log names it. */
const reviewModeOf = (setting: ReviewSetting) =>
  !setting.reviewBeforePublishing ? "off" : setting.secondPairOfEyes ? "on, with a second pair of eyes" : "on";

/**
 * The desk's side of review before publishing (issue 35, point 2; decision 0135), under the admin
 * guard: the Owner's choice, and the queue "За преглед" with its notes and decisions for the
 * editorial desk (Editors, Admins, the Owner).
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, now } = app.deps;
  const ownerOnly = async (request: { user: { role: string } | null }) => {
    if (!isOwnerRole(request.user?.role)) throw forbidden();
  };

  app.get(
    "/admin/review-setting",
    {
      onRequest: ownerOnly,
      schema: adminOperation("Whether journalists, and Editors with their own, send articles for review (Owner)", {
        response: { 200: reviewSettingSchema },
      }),
    },
    async () => reviewSetting(db),
  );

  app.put(
    "/admin/review-setting",
    {
      onRequest: ownerOnly,
      schema: adminOperation("Journalists publish alone, or send their articles for review (Owner)", {
        body: reviewSettingSchema,
        response: { 200: reviewSettingSchema },
      }),
    },
    async (request) => {
      const before = await reviewSetting(db);
      await setReviewSetting(db, request.body, request.user!.id, now());
      const after = await reviewSetting(db);
      if (
        before.reviewBeforePublishing !== after.reviewBeforePublishing ||
        before.secondPairOfEyes !== after.secondPairOfEyes
      )
        await auditBy(
          db,
          actorOf(request),
          "UPDATE",
          "ADMIN",
          null,
          `Review before publishing: ${reviewModeOf(after)}`,
        );
      return after;
    },
  );

  app.get(
    "/admin/reviews",
    {
      config: editorial,
      schema: adminOperation("What waits for review, oldest first", {
        response: { 200: z.array(reviewQueueItemSchema) },
      }),
    },
    async (request) => reviewQueue(db, request.user!),
  );

  app.get(
    "/admin/reviews/:id",
    {
      config: editorial,
      schema: adminOperation("An article's review: its state, notes and a change's proposed text", {
        params: idParams,
        response: { 200: articleReviewSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      const review = await reviewOf(db, request.params.id);
      if (!review) throw notFound();
      return review;
    },
  );

  app.post(
    "/admin/reviews/:id/notes",
    {
      config: editorial,
      schema: adminOperation("Leave a note for the author on an article's review", {
        params: idParams,
        body: reviewNoteInputSchema,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      changedPages(request, { pages: "none" });
      await addReviewNote(db, actorOf(request), request.params.id, request.body.note, now());
      return { message: "noted" };
    },
  );

  app.post(
    "/admin/reviews/:id/approve",
    {
      config: editorial,
      schema: adminOperation(
        "Approve: publish a new article now or at publishAt, or apply a change to a published one",
        {
          params: idParams,
          body: approveReviewSchema,
          response: { 200: messageSchema, ...errorResponses(403, 404, 409) },
        },
      ),
    },
    async (request) => {
      changedPages(request, await approveReview(db, media, actorOf(request), request.params.id, request.body, now()));
      return { message: "approved" };
    },
  );

  app.post(
    "/admin/reviews/:id/return",
    {
      config: editorial,
      schema: adminOperation("Return an article to its author with a note", {
        params: idParams,
        body: reviewNoteInputSchema,
        response: { 200: messageSchema, ...errorResponses(403, 404, 409) },
      }),
    },
    async (request) => {
      changedPages(request, { pages: "none" });
      await returnReview(db, actorOf(request), request.params.id, request.body.note, now());
      return { message: "returned" };
    },
  );
};
