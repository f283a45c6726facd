import { describe, expect, it } from "vitest";
import type { PublicComment, PublicCommentThread } from "#common/schemas/articles.ts";
import { withOwnComments } from "./use-own-comments.ts";

const comment = (id: number, minute: number, parentId: number | null = null): PublicComment => ({
  id,
  author: "Иван",
  avatar: null,
  content: `№${id}`,
  timestamp: `2026-11-24T10:${String(minute).padStart(2, "0")}:00.000Z`,
  parentId,
});
const thread = (c: PublicComment, replies: PublicComment[] = []): PublicCommentThread => ({
  ...c,
  removed: false,
  replies,
  replyCount: replies.length,
});

describe("the reader's own comments on a page whose data may be behind", () => {
  // Threads newest first (issue 29), replies oldest first.
  const cached = {
    comments: [thread(comment(2, 5)), thread(comment(1, 1), [comment(3, 4, 1)])],
    stats: { likes: 0, comments: 3, views: 0 },
  };

  it("shows a posted comment first, just under the form, and its count, before the page data has them", () => {
    const own = [{ comment: comment(4, 9), held: false, comments: 4 }];
    expect(withOwnComments(cached, own)).toEqual({ threads: [thread(comment(4, 9)), ...cached.comments], count: 4 });
  });

  it("shows a reply last under its comment, and counts it in the thread", () => {
    const own = [{ comment: comment(5, 9, 1), held: false, comments: 4 }];
    const { threads } = withOwnComments(cached, own);
    expect(threads[1]!.replies.map((r) => r.id)).toEqual([3, 5]);
    expect(threads[1]!.replyCount).toBe(2);
    expect(threads).toHaveLength(2);
  });

  it("marks a held comment and leaves the count alone", () => {
    const own = [{ comment: comment(6, 9), held: true, comments: 3 }];
    const { threads, count } = withOwnComments(cached, own);
    expect(threads[0]).toMatchObject({ id: 6, held: true });
    expect(count).toBe(3);
  });

  it("shows it once when the page data has caught up, and the newer count of either", () => {
    const own = [{ comment: comment(4, 9), held: false, comments: 4 }];
    const fresh = {
      comments: [thread(comment(7, 10)), thread(comment(4, 9)), ...cached.comments],
      stats: { likes: 0, comments: 5, views: 0 },
    };
    expect(withOwnComments(fresh, own)).toEqual({ threads: fresh.comments, count: 5 });
  });

  it("changes nothing without posts, and leaves a reply to a comment of another page out", () => {
    expect(withOwnComments(cached, [])).toEqual({ threads: cached.comments, count: 3 });
    expect(withOwnComments(cached, [{ comment: comment(8, 9, 99), held: true }]).threads).toEqual(cached.comments);
  });
});
