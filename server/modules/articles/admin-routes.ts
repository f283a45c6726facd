import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminArticleListSchema,
  adminArticleQuerySchema,
  articleStatusInputSchema,
  messageSchema,
} from "#common/schemas/admin.ts";
import { changedPages } from "#server/web/page-cache/write-freshness.ts";
import { actorOf, adminOperation, errorResponses, idParams } from "#server/http/schemas.ts";
import { editorial } from "#server/modules/auth/guards.ts";
import { scheduleInputSchema } from "#common/schemas/revisions.ts";
import { deleteArticle, listAdminArticles, setArticleStatus } from "./admin-service.ts";

/** Every article, for the back-office (under the admin guard: server/modules/admin/routes.ts). */
export const articleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;
  app.get(
    "/admin/articles",
    {
      config: editorial,
      schema: adminOperation("Every article, filtered, sorted and paged", {
        querystring: adminArticleQuerySchema,
        response: { 200: adminArticleListSchema },
      }),
    },
    async (request) => listAdminArticles(db, request.query),
  );
  app.patch(
    "/admin/articles/:id/status",
    {
      config: editorial,
      schema: adminOperation(
        "Publish or hide an article (the first publish date is kept; a scheduled one is published now or returns to draft)",
        {
          params: idParams,
          body: articleStatusInputSchema,
          response: { 200: messageSchema, ...errorResponses(404) },
        },
      ),
    },
    async (request) => {
      changedPages(
        request,
        await setArticleStatus(db, actorOf(request), request.params.id, request.body.isPublished, now()),
      );
      return { message: request.body.isPublished ? "published" : "unpublished" };
    },
  );
  app.delete(
    "/admin/articles/:id",
    {
      schema: adminOperation("Delete an article", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      changedPages(request, await deleteArticle(db, actorOf(request), request.params.id));
      return { message: "deleted" };
    },
  );
  // Issue 20 (decision 0065): admins schedule any article, and cancel its schedule.
  app.put(
    "/admin/articles/:id/schedule",
    {
      config: editorial,
      schema: adminOperation("Schedule any article to go live at a moment (it must keep the article rules)", {
        params: idParams,
        body: scheduleInputSchema,
        response: { 200: messageSchema, ...errorResponses(404, 409) },
      }),
    },
    async (request) => {
      changedPages(
        request,
        await setArticleStatus(
          db,
          actorOf(request),
          request.params.id,
          { scheduledAt: request.body.publishAt },
          now(),
          request.body.version,
        ),
      );
      return { message: "scheduled" };
    },
  );
  app.delete(
    "/admin/articles/:id/schedule",
    {
      config: editorial,
      schema: adminOperation("Cancel an article's schedule: it returns to draft", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      changedPages(request, await setArticleStatus(db, actorOf(request), request.params.id, false, now()));
      return { message: "unscheduled" };
    },
  );
};
