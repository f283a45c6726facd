import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageSchema } from "#common/schemas/admin.ts";
import {
  adminCommentListSchema,
  blockInputSchema,
  commentBlockListSchema,
  commentBlockSchema,
  moderationDecisionInputSchema,
  moderationDecisionResultSchema,
  moderationQuerySchema,
  moderationSettingsResponseSchema,
  moderationSettingsSchema,
} from "#common/schemas/comments.ts";
import { changedPages } from "#server/web/page-cache/write-freshness.ts";
import { actorOf, adminOperation, errorResponses, idParams } from "#server/http/schemas.ts";
import { editorial } from "#server/modules/auth/guards.ts";
import { blockWriter, listActiveBlocks, unblock } from "./blocks.ts";
import { decideComments } from "./decisions.ts";
import { listModerationQueue } from "./queue.ts";
import { getModerationSettings, saveModerationSettings } from "./settings.ts";

/**
 * Comment moderation (issue 22), under the admin guard (Admin or Owner: server/modules/admin/routes.ts):
 * the queue, decisions, blocks and the pre-moderation settings; the Editor moderates too, the
 * settings stay the admins' (decision 0134). A decision is a staff write, so
 * the pages that show the comment are dropped from every process's cache before it is answered
 * (write-freshness.ts).
 */
export const commentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.get(
    "/admin/comments",
    {
      config: editorial,
      schema: adminOperation(
        "The moderation queue: every comment, newest first, by tab (held, reported, all, hidden) and filters",
        {
          querystring: moderationQuerySchema,
          response: { 200: adminCommentListSchema },
        },
      ),
    },
    async (request) => listModerationQueue(db, request.query, now()),
  );
  app.post(
    "/admin/comments/decisions",
    {
      config: editorial,
      schema: adminOperation(
        "Approve, hide or delete one or many comments, with an optional reason (each in the audit log)",
        {
          body: moderationDecisionInputSchema,
          response: { 200: moderationDecisionResultSchema, ...errorResponses(404) },
        },
      ),
    },
    async (request) => ({ decided: await decideComments(db, actorOf(request), request.body, now()) }),
  );
  app.delete(
    "/admin/comments/:id",
    {
      config: editorial,
      schema: adminOperation("Delete a comment and its replies (the article's count follows)", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      await decideComments(db, actorOf(request), { ids: [request.params.id], decision: "delete" }, now());
      return { message: "deleted" };
    },
  );
  app.post(
    "/admin/comments/:id/block",
    {
      config: editorial,
      schema: adminOperation(
        "Block the writer of a comment (reader cookie and address) for a day, a week or for good: their comments are held",
        {
          params: idParams,
          body: blockInputSchema,
          response: { 201: commentBlockSchema, ...errorResponses(404, 409) },
        },
      ),
    },
    async (request, reply) => {
      // A block holds the reader's next comments; no page shows it.
      changedPages(request, { pages: "none" });
      return reply.status(201).send(await blockWriter(db, actorOf(request), request.params.id, request.body, now()));
    },
  );
  app.get(
    "/admin/comment-blocks",
    {
      config: editorial,
      schema: adminOperation("The blocks of readers in force, newest first", {
        response: { 200: commentBlockListSchema },
      }),
    },
    async () => ({ blocks: await listActiveBlocks(db, now()) }),
  );
  app.delete(
    "/admin/comment-blocks/:id",
    {
      config: editorial,
      schema: adminOperation("Lift a block", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      changedPages(request, { pages: "none" });
      await unblock(db, actorOf(request), request.params.id);
      return { message: "unblocked" };
    },
  );
  app.get(
    "/admin/comment-settings",
    {
      schema: adminOperation("The pre-moderation settings: the mode and the banned words and phrases", {
        response: { 200: moderationSettingsResponseSchema },
      }),
    },
    async () => getModerationSettings(db),
  );
  app.put(
    "/admin/comment-settings",
    {
      schema: adminOperation("Change the pre-moderation settings", {
        body: moderationSettingsSchema,
        response: { 200: moderationSettingsResponseSchema },
      }),
    },
    async (request) => {
      // The rules apply to comments still to come; no page shows them.
      changedPages(request, { pages: "none" });
      return saveModerationSettings(db, actorOf(request), request.body, now());
    },
  );
};
