import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { articleInputSchema } from "#common/schemas/article-input.ts";
import { savedArticleSchema } from "#common/schemas/revisions.ts";
import {
  dailyViewsQuerySchema,
  dailyViewsSchema,
  journalistDashboardSchema,
  ownArticleQuerySchema,
  ownArticleSchema,
} from "#common/schemas/journalist.ts";
import { messageSchema } from "#common/schemas/admin.ts";
import { changedPages } from "#server/web/page-cache/write-freshness.ts";
import { actorOf, articleParams, errorResponses, journalistOperation } from "#server/http/schemas.ts";
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
import { newsroomRoutes } from "./newsroom-routes.ts";
import { listActiveStaff } from "./co-authors.ts";
import { staffMemberSchema } from "#common/schemas/co-authors.ts";

/**
 * The journalist workspace's API (SPEC.md §7 Journalist): every active staff account, and each
 * reaches only its own articles; another user's article answers 404.
 */
export const journalistArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, now } = app.deps;
  // Hooks are scoped to this plugin: the guard runs, before validation, on these routes only.
  app.addHook("onRequest", requireStaff);
  await app.register(newsroomRoutes);

  app.get(
    "/journalist/categories",
    {
      schema: journalistOperation("Categories to file articles under", {
        response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) },
      }),
    },
    async () => listCategories(db),
  );

  app.get(
    "/journalist/staff",
    {
      schema: journalistOperation("Active staff a co-author is chosen from (id, name, username), by name", {
        response: { 200: z.array(staffMemberSchema) },
      }),
    },
    async () => listActiveStaff(db),
  );

  app.get(
    "/journalist/articles",
    {
      schema: journalistOperation("The user's own articles: search in title, status filter, sort", {
        querystring: ownArticleQuerySchema,
        response: { 200: z.array(ownArticleSchema) },
      }),
    },
    async (request) => listOwnArticles(db, request.user!.id, request.query),
  );

  app.post(
    "/journalist/articles",
    {
      schema: journalistOperation(
        "Write a new article: published at once, kept as a draft (isPublished false) or scheduled (scheduledAt)",
        {
          body: articleInputSchema,
          response: { 201: savedArticleSchema, ...errorResponses(409) },
        },
      ),
    },
    async (request, reply) => {
      const { pages, ...saved } = await createArticle(db, media, actorOf(request), request.body, now());
      changedPages(request, pages);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    "/journalist/articles/:articleId",
    {
      schema: journalistOperation(
        "Save the user's own article (a revision; with version, refused with 409 edit_conflict when someone saved since)",
        {
          params: articleParams,
          body: articleInputSchema,
          response: { 200: savedArticleSchema, ...errorResponses(404, 409) },
        },
      ),
    },
    async (request) => {
      const {
        newRevision: _new,
        pages,
        ...saved
      } = await updateArticle(db, media, actorOf(request), request.params.articleId, request.body, { now: now() });
      changedPages(request, pages);
      return saved;
    },
  );

  app.delete(
    "/journalist/articles/:articleId",
    {
      schema: journalistOperation("Delete the user's own article", {
        params: articleParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      changedPages(request, await deleteOwnArticle(db, actorOf(request), request.params.articleId));
      return { message: "deleted" };
    },
  );

  for (const [action, publish] of [
    ["publish", true],
    ["unpublish", false],
  ] as const) {
    app.put(
      `/journalist/articles/:articleId/${action}`,
      {
        schema: journalistOperation(
          publish ? "Publish the user's own article (the first publish date is kept)" : "Hide the user's own article",
          {
            params: articleParams,
            response: { 200: messageSchema, ...errorResponses(404) },
          },
        ),
      },
      async (request) => {
        changedPages(
          request,
          await setOwnArticlePublished(db, actorOf(request), request.params.articleId, publish, now()),
        );
        return { message: publish ? "published" : "unpublished" };
      },
    );
  }

  app.get(
    "/journalist/dashboard",
    {
      schema: journalistOperation("Totals and the 5 newest of the user's articles", {
        response: { 200: journalistDashboardSchema },
      }),
    },
    async (request) => journalistDashboard(db, request.user!.id),
  );

  app.get(
    "/journalist/stats/views",
    {
      schema: journalistOperation("Daily views of the user's articles", {
        querystring: dailyViewsQuerySchema,
        response: { 200: dailyViewsSchema },
      }),
    },
    async (request) => ownDailyViews(db, request.user!.id, request.query.days, now()),
  );
};
