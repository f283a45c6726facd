import { createHash, randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { MediaStorageConfig } from "#server/config.ts";
import { mediaStoreUnavailable } from "#server/http/errors.ts";
import { contentTypeOf, isMediaKey, mediaCacheControl, mediaUrlPrefix, type MediaStorage } from "./storage.ts";

export type S3StorageConfig = Extract<MediaStorageConfig, { kind: "s3" }>;

/**
 * The part size of a streamed upload (S3's least but the last): `Upload` holds at most
 * `multipartQueue` parts and the one it is filling, so a 200 MB video costs about 15 MB of memory
 * whatever its size. A stream shorter than one part is sent whole, in one PutObject.
 */
export const multipartPartBytes = 5 * 1024 * 1024;
const multipartQueue = 2;

/** Waiting for a store that does not answer: a connection, and silence within a request. */
const connectTimeoutMs = 5_000;
const requestTimeoutMs = 60_000;
/** How long the check at start waits for each of its requests. */
const checkTimeoutMs = 15_000;

/** A failure of the store, as the SDK reports it. */
type SdkError = Error & { $metadata?: { httpStatusCode?: number }; Code?: string; code?: string };

const statusOf = (error: unknown) => (error as SdkError).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ["NotFound", "NoSuchKey"].includes((error as SdkError).name);

/** Network failures: the store cannot be reached at all. */
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);

/** Where the store is, for messages: the configured endpoint, or AWS's for the region. */
function endpointOf(config: S3StorageConfig): string {
  return config.endpoint ?? `AWS S3 (${config.region})`;
}

/**
 * What an operator reads when the store cannot be used at start (English, like the other start
 * messages): which of the usual three it is, with the variables to look at.
 */
export function describeS3Failure(config: S3StorageConfig, error: unknown): string {
  const where = `MEDIA_STORAGE=s3://${config.bucket}/${config.prefix} at ${endpointOf(config)}`;
  const e = error as SdkError;
  const status = statusOf(error);
  const answer = `${e.name}${status ? ` ${status}` : ""}`;
  const code = e.code ?? (e.cause as { code?: string } | undefined)?.code ?? "";
  if (unreachableCodes.has(code) || e.name === "TimeoutError" || e.name === "AbortError" || (!status && code))
    return `${where}: the store cannot be reached (${code || e.name}: ${e.message}). Check AWS_ENDPOINT_URL_S3 and that the store is running and reachable from here.`;
  if (status === 404 || e.name === "NoSuchBucket")
    return `${where}: there is no bucket "${config.bucket}" (${answer}). Create it, or correct MEDIA_STORAGE.`;
  if (status === 403 || ["AccessDenied", "SignatureDoesNotMatch", "InvalidAccessKeyId"].includes(e.name))
    return `${where}: access denied (${answer}). Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that this key may read and write the bucket.`;
  if (status === 301 || e.name === "PermanentRedirect" || e.name === "AuthorizationHeaderMalformed")
    return `${where}: the bucket is in another region than AWS_REGION=${config.region} (${answer}). Set AWS_REGION to the bucket's region.`;
  return `${where}: the store refused the check (${answer}: ${e.message}).`;
}

/** The S3 client of a configuration, with what Swift's s3api needs (docs/decisions/0126). */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // A streamed PutObject would otherwise go `aws-chunked` with a CRC32 trailer, which s3api
    // refuses (501); it checks no x-amz-checksum anyway, only Content-MD5, which put() sends.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: connectTimeoutMs, requestTimeout: requestTimeoutMs },
  });
}

/**
 * Media in an S3-compatible bucket (issue 34): every upload and variant under
 * `prefix + key`, with its Content-Type and a year's Cache-Control, so that the bucket or a CDN
 * can serve it as this server would (MEDIA_PUBLIC_URL). Streams go up in parts, never whole in
 * memory. A store that fails throws 503 `media_store_unavailable` (what it holds stays).
 */
export function createS3Storage(config: S3StorageConfig, client: S3Client = createS3Client(config)): MediaStorage {
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return config.prefix + key;
  };
  /** The store's failure as the 503 people read; a missing object is null to the callers that ask. */
  const failed = (error: unknown): never => {
    throw mediaStoreUnavailable(error);
  };
  const head = async (key: string) => {
    if (!isMediaKey(key)) return null;
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      return failed(error);
    }
  };

  return {
    description: `s3://${Bucket}/${config.prefix} at ${endpointOf(config)}`,
    urlFor: (key) => mediaUrlPrefix + key,
    close: () => client.destroy(),

    async check() {
      const signal = () => AbortSignal.timeout(checkTimeoutMs);
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal() });
        // Reading a bucket is not writing to it: a probe object, written and removed.
        const probe = `${config.prefix}.start-check-${randomBytes(6).toString("hex")}`;
        await client.send(new PutObjectCommand({ Bucket, Key: probe, Body: "ok", ContentType: "text/plain" }), {
          abortSignal: signal(),
        });
        await client.send(new DeleteObjectCommand({ Bucket, Key: probe }), { abortSignal: signal() });
      } catch (error) {
        throw new Error(describeS3Failure(config, error), { cause: error });
      }
    },

    async put(key, data) {
      const params = {
        Bucket,
        Key: objectKey(key),
        ContentType: contentTypeOf(key),
        CacheControl: mediaCacheControl,
      };
      if (Buffer.isBuffer(data)) {
        try {
          // Content-MD5: the store refuses bytes that arrive other than sent (s3api checks it).
          const md5 = createHash("md5").update(data).digest("base64");
          await client.send(
            new PutObjectCommand({ ...params, Body: data, ContentLength: data.length, ContentMD5: md5 }),
          );
        } catch (error) {
          failed(error);
        }
        return;
      }
      // The stream's own failure (a size limit, a broken request) is the caller's to report.
      let sourceError: unknown;
      const onSourceError = (error: unknown) => (sourceError ??= error);
      data.on("error", onSourceError);
      const upload = new Upload({
        client,
        params: { ...params, Body: data },
        partSize: multipartPartBytes,
        queueSize: multipartQueue,
        // An upload that fails is taken back: its parts are not left in the bucket.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        if (sourceError !== undefined) throw sourceError;
        // Nothing more is read of a stream nobody stores.
        data.destroy();
        failed(error);
      } finally {
        data.off("error", onSourceError);
      }
      if (sourceError !== undefined) throw sourceError;
    },

    async remove(key) {
      if (!isMediaKey(key)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(error)) failed(error);
      }
    },

    async exists(key) {
      return (await head(key)) !== null;
    },

    async sizeOf(key) {
      return (await head(key))?.ContentLength ?? null;
    },

    async stat(key) {
      const found = await head(key);
      if (!found) return null;
      return {
        size: found.ContentLength ?? 0,
        etag: found.ETag ?? `"${key}"`,
        lastModified: found.LastModified ?? new Date(0),
      };
    },

    async read(key, range) {
      try {
        const got = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return got.Body as Readable;
      } catch (error) {
        return failed(error);
      }
    },

    async removeAbandoned(writtenBefore) {
      // An upload in parts is abandoned when nothing has reached it since `writtenBefore`: its
      // newest part (or its start, before any part), as a partial file's time on disk.
      const before = writtenBefore.getTime();
      const lastWritten = async (Key: string, UploadId: string, initiated: Date | undefined) => {
        let newest = initiated?.getTime() ?? 0;
        let PartNumberMarker: string | undefined;
        for (;;) {
          const parts = await client.send(new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker }));
          for (const part of parts.Parts ?? []) newest = Math.max(newest, part.LastModified?.getTime() ?? 0);
          if (!parts.IsTruncated) return newest;
          PartNumberMarker = parts.NextPartNumberMarker;
        }
      };
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      try {
        for (;;) {
          const page = await client.send(
            new ListMultipartUploadsCommand({ Bucket, Prefix: config.prefix || undefined, KeyMarker, UploadIdMarker }),
          );
          for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
            if (!Key || !UploadId || (Initiated?.getTime() ?? 0) > before) continue;
            if ((await lastWritten(Key, UploadId, Initiated)) > before) continue;
            await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
            removed++;
          }
          if (!page.IsTruncated) break;
          KeyMarker = page.NextKeyMarker;
          UploadIdMarker = page.NextUploadIdMarker;
        }
      } catch (error) {
        failed(error);
      }
      return removed;
    },
  };
}
