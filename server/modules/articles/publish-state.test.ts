import { describe, expect, it } from "vitest";
import { publishState, scheduledPublishState } from "./publish-state.ts";

describe("publishState", () => {
  const first = new Date("2026-01-02T10:00:00Z");
  const now = new Date("2026-03-04T12:00:00Z");
  const later = new Date("2026-03-05T07:00:00Z");

  it("gives a new article the publish date of now when published, none as a draft", () => {
    expect(publishState(true, null, now)).toEqual({ status: "published", publishDate: now, scheduledAt: null });
    expect(publishState(false, null, now)).toEqual({ status: "draft", publishDate: null, scheduledAt: null });
  });

  it("keeps the first publish date when published again or hidden", () => {
    expect(publishState(true, first, now)).toEqual({ status: "published", publishDate: first, scheduledAt: null });
    expect(publishState(false, first, now)).toEqual({ status: "draft", publishDate: first, scheduledAt: null });
  });

  it("keeps a scheduled article's publish date as it was until it goes live, dated its moment", () => {
    expect(publishState({ scheduledAt: later }, null, now)).toEqual({
      status: "scheduled",
      publishDate: null,
      scheduledAt: later,
    });
    expect(publishState({ scheduledAt: later }, first, now)).toEqual({
      status: "scheduled",
      publishDate: first,
      scheduledAt: later,
    });
    expect(scheduledPublishState(later)).toEqual({ status: "published", publishDate: later, scheduledAt: null });
  });

  it("clears the schedule when a scheduled article is published now or returned to draft", () => {
    expect(publishState(true, null, now).scheduledAt).toBeNull();
    expect(publishState(false, null, now).scheduledAt).toBeNull();
  });
});
