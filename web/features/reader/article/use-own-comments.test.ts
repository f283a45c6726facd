import { describe, expect, it } from "vitest";
import { withOwnComments } from "./use-own-comments.ts";

const comment = (id: number, minute: number) => ({ id, author: "Иван", avatar: null, content: `№${id}`, timestamp: `2026-11-24T10:${String(minute).padStart(2, "0")}:00.000Z` });

describe("the reader's own comments on a page whose data may be behind", () => {
  const cached = { comments: [comment(2, 5), comment(1, 1)], stats: { likes: 0, comments: 2, views: 0 } };

  it("shows a posted comment and its count before the page data has them", () => {
    const own = [{ comment: comment(3, 9), comments: 3 }];
    expect(withOwnComments(cached, own)).toEqual({ comments: [comment(3, 9), comment(2, 5), comment(1, 1)], count: 3 });
  });

  it("shows it once when the page data has caught up, and the newer count of either", () => {
    const own = [{ comment: comment(3, 9), comments: 3 }];
    const fresh = { comments: [comment(4, 10), comment(3, 9), comment(2, 5), comment(1, 1)], stats: { likes: 0, comments: 4, views: 0 } };
    expect(withOwnComments(fresh, own)).toEqual({ comments: fresh.comments, count: 4 });
  });

  it("changes nothing without posts", () => {
    expect(withOwnComments(cached, [])).toEqual({ comments: cached.comments, count: 2 });
  });
});
