import type { Readable } from "node:stream";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { limits } from "#common/limits.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from "#server/http/errors.ts";
import { errorResponses, journalistOperation } from "#server/http/schemas.ts";
import { requireStaff } from "#server/modules/auth/guards.ts";
import { multipartForm, receiveOneFile, streamedUpload } from "#server/http/multipart.ts";
import { removeImage, removeVideo, storeImage, storeVideo } from "./service.ts";
import { queueSocialCrop } from "./social-crop.ts";
import { sniffFile } from "./sniff.ts";
import { changedPages } from "#server/web/page-cache/write-freshness.ts";

const imageTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
const videoTypes = new Set(["video/mp4", "video/webm", "video/ogg"]);

async function readAll(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw payloadTooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/upload-media (issue 4): one file, its type sniffed from the bytes, not its name.
 * Images are re-encoded into WebP variants; videos are streamed to disk as they are.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app.deps;
  await app.register(fastifyMultipart, {
    limits: { fileSize: limits.videoUploadMaxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 10 },
  });

  app.post(
    "/upload-media",
    {
      onRequest: requireStaff,
      ...streamedUpload(limits.videoUploadMaxBytes),
      schema: journalistOperation("Upload an image (re-encoded to WebP 400/800/1200) or a video (mp4, webm, ogg)", {
        ...multipartForm({
          type: z
            .enum(["image", "video"])
            .optional()
            .describe("What the file must be (section media); before the file"),
          file: z.file().describe("One file; its type is read from its bytes, not its name"),
        }),
        response: { 201: z.object({ url: z.string() }), ...errorResponses(503) },
      }),
    },
    async (request, reply) => {
      // A new file shows on no page until an article that uses it is saved.
      changedPages(request, { pages: "none" });
      const { value: url } = await receiveOneFile(request, async (part, fields) => {
        const wanted = fields.type;
        const sniffed = await sniffFile(part.file as Readable);
        if (sniffed.empty) throw badRequest(serverErrors.emptyFile);
        const mime = sniffed.mime ?? "";
        const owner = {
          now: app.deps.now(),
          uploadedBy: request.user!.id,
          originalName: part.filename?.slice(0, 200) || null,
        };
        if (imageTypes.has(mime) && wanted !== "video") {
          // A place among the pictures this process decodes, before the file is read into memory:
          // when they are all taken, 503 at once (issue 30, point 6).
          const ticket = app.imageQueue.reserve();
          let data: Buffer;
          try {
            data = await readAll(sniffed.stream, limits.imageUploadMaxBytes);
          } catch (error) {
            ticket.release();
            throw error;
          }
          try {
            const image = await ticket.run(() => storeImage(db, media, data, owner));
            // Its crop for link previews, around the middle until someone moves its focal point (decision 0130).
            await queueSocialCrop(app.jobs, db, image.id);
            return { value: image.url, discard: () => removeImage(db, media, image.id) };
          } catch (error) {
            if (error instanceof HttpError) throw error;
            request.log.info({ err: error }, "image could not be decoded");
            throw unsupportedMediaType();
          }
        }
        if (videoTypes.has(mime) && wanted !== "image") {
          const video = await storeVideo(db, media, sniffed.stream, {
            ...owner,
            extension: sniffed.ext!,
            mimeType: mime,
          });
          return { value: video.url, discard: () => removeVideo(db, media, video.id) };
        }
        sniffed.stream.resume();
        throw unsupportedMediaType();
      });
      return reply.status(201).send({ url });
    },
  );
};
