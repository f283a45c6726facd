import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { wordpressImportLimits } from "#common/limits.ts";
import { importPanelTexts } from "#common/messages/wordpress-report.ts";
import { wordpressImportRunSchema } from "#common/schemas/wordpress-import.ts";
import { badRequest, HttpError, payloadTooLarge } from "#server/http/errors.ts";
import { multipartForm, receiveOneFile, streamedUpload, uploadBodyLimit } from "#server/http/multipart.ts";
import { actorOf, adminOperation, errorResponses } from "#server/http/schemas.ts";
import { requireOwner } from "#server/modules/auth/guards.ts";
import { latestImportRun, startImportRun } from "./import-jobs.ts";

const uploadMax = `${wordpressImportLimits.uploadMaxBytes / 1024 ** 3} ГБ`;

/** "Внос от WordPress" (issue 33): the Owner uploads an export; it is imported in the background. */
export const wordpressImportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, config, changes } = app.deps;
  const deps = { db, storage: media, now: () => app.deps.now(), changes };
  app.addHook("onRequest", requireOwner);
  await app.register(fastifyMultipart, {
    limits: { fileSize: wordpressImportLimits.uploadMaxBytes, files: 1, fields: 3, fieldSize: 100, parts: 5 },
  });

  app.get(
    "/admin/wordpress-imports/latest",
    {
      schema: adminOperation("The newest WordPress import: its progress, then its report (Owner)", {
        response: { 200: z.object({ run: wordpressImportRunSchema.nullable() }) },
      }),
    },
    async () => ({ run: await latestImportRun(db, app.deps.now()) }),
  );

  app.post(
    "/admin/wordpress-imports",
    {
      ...streamedUpload(wordpressImportLimits.uploadMaxBytes),
      schema: adminOperation("Upload a WordPress export (WXR) and import it in the background (Owner)", {
        ...multipartForm({
          dryRun: z
            .enum(["true", "false"])
            .optional()
            .describe("Read and report only, changing nothing; before the file"),
          file: z.file().describe("The export file WordPress's Tools → Export writes (.xml)"),
        }),
        response: { 202: z.object({ run: wordpressImportRunSchema }), ...errorResponses(409, 413) },
      }),
    },
    async (request, reply) => {
      // A browser says the size first: a file past the limit is refused before a byte of it is read.
      if (Number(request.headers["content-length"] ?? 0) > uploadBodyLimit(wordpressImportLimits.uploadMaxBytes))
        throw payloadTooLarge(importPanelTexts.tooLarge(uploadMax));
      const running = await latestImportRun(db, app.deps.now());
      if (running?.state === "running") throw new HttpError(409, importPanelTexts.busy);
      const folder = path.join(config.dataDir, "imports");
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${randomBytes(12).toString("hex")}.xml`);
      const received = await receiveOneFile(request, async (part) => {
        if (!/\.xml$/i.test(part.filename ?? "")) {
          part.file.resume();
          throw badRequest(importPanelTexts.notXml, { file: importPanelTexts.notXml });
        }
        try {
          await pipeline(part.file as Readable, createWriteStream(file));
        } catch (error) {
          await rm(file, { force: true });
          throw error;
        }
        return { value: part.filename!.slice(0, 200), discard: () => rm(file, { force: true }) };
      }).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 413)
          throw payloadTooLarge(importPanelTexts.tooLarge(uploadMax));
        throw error;
      });
      const run = await startImportRun(deps, actorOf(request), {
        file,
        fileName: received.value,
        dryRun: received.fields.dryRun === "true",
      });
      if (!run) {
        await rm(file, { force: true });
        throw new HttpError(409, importPanelTexts.busy);
      }
      return reply.status(202).send({ run });
    },
  );
};
