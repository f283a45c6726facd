import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { serverErrors } from "#common/messages/server-errors.ts";
import { isStorableText } from "#common/text.ts";
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from "./errors.ts";

export type Received<T> = { value: T; discard(): Promise<void> };

/** A body limit for one file of at most `fileBytes`, with room for the form around it. */
export const uploadBodyLimit = (fileBytes: number) => fileBytes + 1024 * 1024;

/**
 * The options of a route whose handler reads an uploaded file (receiveOneFile): the file streams
 * in for seconds or minutes, so the route holds none of the embedded database's few turns
 * meanwhile; with `maxFileBytes`, the body may be that file and its form (uploadBodyLimit).
 */
export function streamedUpload(maxFileBytes?: number) {
  return {
    config: { admission: false },
    ...(maxFileBytes === undefined ? {} : { bodyLimit: uploadBodyLimit(maxFileBytes) }),
  };
}

/** The document's part of a multipart route: its form's fields (the file last), read by the handler. */
export function multipartForm<S extends z.ZodRawShape>(fields: S) {
  return { consumes: ["multipart/form-data"], multipartBody: z.object(fields) };
}

/**
 * Reads a multipart request that must carry exactly one file. `store` handles the file as it
 * streams in (the fields sent before it are known); the rest of the request is then read, and
 * a second file, a broken body or a size limit undoes what was stored and answers 4xx.
 */
export async function receiveOneFile<T>(
  request: FastifyRequest,
  store: (file: MultipartFile, fields: Record<string, string>) => Promise<Received<T>>,
): Promise<{ value: T; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw unsupportedMediaType();
  const fields: Record<string, string> = {};
  let received: Received<T> | undefined;
  let stalled: ReturnType<typeof setInterval> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        const value = String(part.value).slice(0, 1000);
        if (!isStorableText(part.fieldname) || !isStorableText(value)) throw badRequest(serverErrors.unstorableText);
        fields[part.fieldname] = value;
        continue;
      }
      if (!isStorableText(part.filename ?? "")) {
        part.file.resume();
        throw badRequest(serverErrors.unstorableText);
      }
      if (received) {
        part.file.resume();
        throw badRequest(serverErrors.oneFileOnly);
      }
      const watch = watchTruncatedFile(request, part.file);
      stalled = watch.timer;
      received = await Promise.race([store(part, fields), watch.failed]);
    }
  } catch (error) {
    clearInterval(stalled);
    await received?.discard();
    if (error instanceof HttpError) throw error;
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (code === "FST_FILES_LIMIT") throw badRequest(serverErrors.oneFileOnly);
    if (statusCode === 413 || code === "FST_REQ_FILE_TOO_LARGE") throw payloadTooLarge();
    // Other refusals of the parser (a protocol violation) keep their status.
    if (statusCode && statusCode >= 400 && statusCode < 500) throw new HttpError(statusCode, serverErrors.badMultipart);
    request.log.info({ err: error }, "malformed multipart body");
    throw badRequest(serverErrors.badMultipart);
  } finally {
    clearInterval(stalled);
  }
  if (!received) throw badRequest(serverErrors.oneFileOnly);
  return { value: received.value, fields };
}

const stallChecksMs = 500;
const stallLimitMs = 2000;

/**
 * When the whole request has arrived but the file part never ends (a body cut off before its
 * closing boundary and received before parsing began: the parser then drops the part without
 * an error or an end), fail the upload after a moment, so that it answers 400 instead of
 * waiting for the request timeout.
 */
function watchTruncatedFile(request: FastifyRequest, file: MultipartFile["file"]) {
  let ended = false;
  file.once("end", () => (ended = true));
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => {});
  let waited = 0;
  const timer = setInterval(() => {
    if (ended) return clearInterval(timer);
    waited = file.destroyed || request.raw.complete ? waited + stallChecksMs : 0;
    if (waited >= stallLimitMs) {
      clearInterval(timer);
      const error = new Error("multipart body ended inside a file");
      if (!file.destroyed) file.destroy(error);
      fail(error);
    }
  }, stallChecksMs);
  timer.unref();
  return { timer, failed };
}
