import { PassThrough, type Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";

/** Bytes read to tell a file's type: what file-type needs for every format it knows. */
const sampleSize = 4100;

export type SniffedFile = {
  /** The type the bytes show (not the name), or undefined. */
  mime: string | undefined;
  ext: string | undefined;
  /** No bytes at all. */
  empty: boolean;
  /** The whole file, its first bytes included. */
  stream: Readable;
};

/**
 * Reads the first bytes of an upload, tells its type from them, and hands back the whole file as a
 * stream. Unlike file-type's own stream helper, which waits for a 'readable' event, this also
 * settles on a file that ends at once (an empty upload was never answered: issue 17, point 7).
 */
export async function sniffFile(input: Readable): Promise<SniffedFile> {
  const chunks: Buffer[] = [];
  let length = 0;
  await new Promise<void>((resolve, reject) => {
    if (input.readableEnded) return resolve();
    const stop = (error?: Error) => {
      input.off("data", onData);
      input.off("end", onEnd);
      input.off("error", stop);
      input.pause();
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= sampleSize) stop();
    };
    const onEnd = () => stop();
    input.on("data", onData);
    input.once("end", onEnd);
    input.once("error", stop);
  });
  const sample = Buffer.concat(chunks);
  const type = sample.length > 0 ? await fileTypeFromBuffer(sample) : undefined;
  const stream = new PassThrough();
  stream.write(sample);
  if (input.readableEnded) stream.end();
  else {
    input.once("error", (error) => stream.destroy(error));
    input.pipe(stream);
  }
  return { mime: type?.mime, ext: type?.ext, empty: sample.length === 0, stream };
}
