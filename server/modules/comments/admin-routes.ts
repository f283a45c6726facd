import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminCommentListSchema, adminCommentsQuerySchema, messageSchema } from "#common/schemas/admin.ts";
import { actorOf, adminOperation, errorResponses, idParams } from "#server/http/schemas.ts";
import { deleteComment, listArticleComments } from "./service.ts";

/** Comment moderation (under the admin guard: server/modules/admin/routes.ts). */
export const commentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/admin/comments",
    { schema: adminOperation("An article's comments, newest first", { querystring: adminCommentsQuerySchema, response: { 200: adminCommentListSchema } }) },
    async (request) => ({ comments: await listArticleComments(db, request.query.article_id) }),
  );
  app.delete(
    "/admin/comments/:id",
    { schema: adminOperation("Delete a comment (the article's count follows)", { params: idParams, response: { 200: messageSchema, ...errorResponses(404) } }) },
    async (request) => {
      await deleteComment(db, actorOf(request), request.params.id);
      return { message: "deleted" };
    },
  );
};
