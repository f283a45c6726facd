import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { payloadTooLarge, unsupportedMediaType } from "#server/http/errors.ts";
import { receiveOneFile } from "#server/http/multipart.ts";

const avatarTypes = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * A profile picture sent as multipart (SPEC.md §5: one jpeg, png or webp of at most 5 MB, its type
 * read from its bytes): the image and the form's other fields. The route's plugin registers the
 * multipart parser with the size limit.
 */
export async function receiveAvatar(
  request: FastifyRequest,
): Promise<{ image: Buffer; fields: Record<string, string> }> {
  const { value: image, fields } = await receiveOneFile(request, async (part) => {
    try {
      return { value: await part.toBuffer(), discard: async () => {} };
    } catch {
      throw payloadTooLarge();
    }
  });
  const type = await fileTypeFromBuffer(image);
  if (!type || !avatarTypes.has(type.mime)) throw unsupportedMediaType();
  return { image, fields };
}

/**
 * Receives a profile picture and runs `use` on it (its decoding) in its turn among the pictures
 * this process decodes: the place is taken before the file is read, 503 at once when all are
 * taken (issue 30, point 6; decision 0106).
 */
export async function withReceivedAvatar<T>(
  request: FastifyRequest,
  use: (upload: { image: Buffer; fields: Record<string, string> }) => Promise<T>,
): Promise<T> {
  const ticket = request.server.imageQueue.reserve();
  try {
    const upload = await receiveAvatar(request);
    return await ticket.run(() => use(upload));
  } finally {
    ticket.release();
  }
}
