import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { articleInputSchema } from "#common/schemas/article-input.ts";
import {
  articleSavedSchema,
  dailyViewsQuerySchema,
  dailyViewsSchema,
  journalistDashboardSchema,
  ownArticleQuerySchema,
  ownArticleSchema,
} from "#common/schemas/journalist.ts";
import { errorResponses, idParam } from "#server/http/schemas.ts";
import { requireStaff } from "#server/modules/auth/guards.ts";
import { listCategories } from "#server/modules/categories/service.ts";
import {
  createArticle,
  deleteOwnArticle,
  journalistDashboard,
  listOwnArticles,
  ownDailyViews,
  setOwnArticlePublished,
  updateArticle,
} from "./authoring.ts";

const params = z.object({ articleId: idParam });
const okSchema = z.object({ message: z.string() });

/**
 * The journalist workspace's API (SPEC.md §7 Journalist): every active staff account, and each
 * reaches only its own articles; another user's article answers 404.
 */
export const journalistArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app.deps;
  // Hooks are scoped to this plugin: the guard runs, before validation, on these routes only.
  app.addHook("onRequest", requireStaff);
  const common = { tags: ["journalist"], security: [{ bearer: [] }] };
  const actor = (request: FastifyRequest) => ({ user: request.user!, ipAddress: request.ip });

  app.get(
    "/journalist/categories",
    { schema: { ...common, summary: "Categories to file articles under", response: { 200: z.array(z.object({ id: z.number(), name: z.string() })), ...errorResponses(401, 403) } } },
    async () => listCategories(db),
  );

  app.get(
    "/journalist/articles",
    {
      schema: {
        ...common,
        summary: "The user's own articles: search in title, status filter, sort",
        querystring: ownArticleQuerySchema,
        response: { 200: z.array(ownArticleSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOwnArticles(db, request.user!.id, request.query),
  );

  app.post(
    "/journalist/articles",
    {
      schema: {
        ...common,
        summary: "Write a new article (published at once unless isPublished is false)",
        body: articleInputSchema,
        response: { 201: articleSavedSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => reply.status(201).send(await createArticle(db, media, actor(request), request.body)),
  );

  app.put(
    "/journalist/articles/:articleId",
    {
      schema: {
        ...common,
        summary: "Save the user's own article",
        params,
        body: articleInputSchema,
        response: { 200: articleSavedSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => updateArticle(db, media, actor(request), request.params.articleId, request.body),
  );

  app.delete(
    "/journalist/articles/:articleId",
    { schema: { ...common, summary: "Delete the user's own article", params, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      await deleteOwnArticle(db, actor(request), request.params.articleId);
      return { message: "deleted" };
    },
  );

  for (const [action, publish] of [["publish", true], ["unpublish", false]] as const) {
    app.put(
      `/journalist/articles/:articleId/${action}`,
      {
        schema: {
          ...common,
          summary: publish ? "Publish the user's own article" : "Hide the user's own article",
          params,
          response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await setOwnArticlePublished(db, actor(request), request.params.articleId, publish);
        return { message: publish ? "published" : "unpublished" };
      },
    );
  }

  app.get(
    "/journalist/dashboard",
    { schema: { ...common, summary: "Totals and the 5 newest of the user's articles", response: { 200: journalistDashboardSchema, ...errorResponses(401, 403) } } },
    async (request) => journalistDashboard(db, request.user!.id),
  );

  app.get(
    "/journalist/stats/views",
    {
      schema: {
        ...common,
        summary: "Daily views of the user's articles",
        querystring: dailyViewsQuerySchema,
        response: { 200: dailyViewsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ownDailyViews(db, request.user!.id, request.query.days),
  );
};
