import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readerCommentTexts } from "#common/messages/reader.ts";
import {
  commentCreatedResponseSchema,
  paginationSchema,
  publicCommentSchema,
  publicCommentThreadSchema,
} from "#common/schemas/articles.ts";
import { commentPageQuerySchema, ownCommentsSchema, reportResponseSchema } from "#common/schemas/comments.ts";
import { notFound } from "#server/http/errors.ts";
import { ensureReaderId, parseReaderId, readerCookieName } from "#server/http/reader-cookie.ts";
import { requireSameOrigin } from "#server/http/same-origin.ts";
import { articleParams, errorResponses, idParam, idParams } from "#server/http/schemas.ts";
import {
  findPublicComment,
  isPublishedArticle,
  listOwnHeldComments,
  readCommentPage,
  readThreadReplies,
} from "./service.ts";

/**
 * The reader's comments (SPEC.md §7 Public, issue 22): posting through the posting the article
 * page's form shares (posting.ts), pages of threads, the reader's own held comments, reports.
 */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const writerOf = (request: Parameters<typeof ensureReaderId>[0], reply: Parameters<typeof ensureReaderId>[1]) => ({
    readerId: ensureReaderId(request, reply),
    addressHash: app.readerAddresses.hash(request.ip),
  });

  app.post(
    "/articles/:articleId/comments",
    {
      onRequest: requireSameOrigin,
      // The reader's next loads of the article show their comment and its count (write-freshness.ts).
      config: { readerWrite: true },
      schema: {
        tags: ["public"],
        summary:
          "Comment, or reply to a comment, under a self-chosen name (plain text; rate-limited; may be held for review)",
        params: articleParams,
        // Shape only; the rules are checked by the posting (posting.ts), so that the answer carries their Bulgarian text.
        body: z.object({
          username: z.string(),
          content: z.string(),
          parentId: z.number().optional().describe("The comment this one replies to"),
        }),
        response: { 201: commentCreatedResponseSchema, ...errorResponses(403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await app.comments.post(request.params.articleId, request.body, writerOf(request, reply));
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/articles/:articleId/comments",
    {
      schema: {
        tags: ["public"],
        summary:
          "A page of an article's published comments: threads newest first (at most 50, fewer when long), each with its newest replies and their count",
        params: articleParams,
        querystring: commentPageQuerySchema,
        response: {
          200: z.object({ comments: z.array(publicCommentThreadSchema), pagination: paginationSchema }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      if (!(await isPublishedArticle(db, request.params.articleId))) throw notFound();
      const { threads, pagination } = await readCommentPage(db, request.params.articleId, request.query.page);
      return { comments: threads, pagination };
    },
  );

  app.get(
    "/articles/:articleId/comments/:commentId/replies",
    {
      schema: {
        tags: ["public"],
        summary:
          "A page of a thread's published replies: 50, oldest first (the article's page shows the newest few of each thread)",
        params: z.object({ articleId: idParam, commentId: idParam }),
        querystring: commentPageQuerySchema,
        response: {
          200: z.object({ replies: z.array(publicCommentSchema), pagination: paginationSchema }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const { articleId, commentId } = request.params;
      const found = await findPublicComment(db, articleId, commentId);
      if (!found || found.comment.parentId !== null) throw notFound();
      return readThreadReplies(db, articleId, commentId, request.query.page);
    },
  );

  app.get(
    "/articles/:articleId/own-comments",
    {
      schema: {
        tags: ["public"],
        summary: "This reader's (cookie) comments on the article that wait for review; nobody else sees them",
        params: articleParams,
        response: { 200: ownCommentsSchema },
      },
      config: { personal: true },
    },
    async (request) => {
      const readerId = parseReaderId(request.cookies[readerCookieName]);
      return { comments: readerId ? await listOwnHeldComments(db, request.params.articleId, readerId) : [] };
    },
  );

  app.post(
    "/comments/:id/report",
    {
      onRequest: requireSameOrigin,
      schema: {
        tags: ["public"],
        summary:
          "Report a published comment (a reason and optional details; one report per reader and comment; rate-limited)",
        params: idParams,
        // Shape only; the rules are checked with Bulgarian texts (reports.ts).
        body: z.object({ reason: z.string(), details: z.string().optional() }),
        response: { 201: reportResponseSchema, ...errorResponses(403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.commentReports.report(request.params.id, request.body, writerOf(request, reply));
      return reply.status(201).send({ message: readerCommentTexts.reportThanks });
    },
  );
};
