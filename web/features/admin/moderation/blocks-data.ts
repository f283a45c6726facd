import { moderationTexts } from "#common/messages/moderation.ts";
import type { CommentBlock } from "#common/schemas/comments.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";

/** The blocks of readers in force (issue 22, point 4). */
export async function loadBlocks(request: Request) {
  return { blocks: await settle(api<{ blocks: CommentBlock[] }>("/admin/comment-blocks", { request })) };
}
export type BlocksData = Awaited<ReturnType<typeof loadBlocks>>;

export type BlockIntent = { intent: "unblock"; id: number };

export async function changeBlocks(request: Request) {
  const { id } = await submittedIntent<BlockIntent>(request);
  return change(() => api(`/admin/comment-blocks/${id}`, { method: "DELETE", request }), {
    done: moderationTexts.unblocked,
    failed: withReason(moderationTexts.unblockFailed),
  });
}
