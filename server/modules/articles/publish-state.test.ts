import { describe, expect, it } from "vitest";
import { publishState } from "./publish-state.ts";

describe("publishState", () => {
  const first = new Date("2026-01-02T10:00:00Z");
  const now = new Date("2026-03-04T12:00:00Z");

  it("gives a new article the publish date of now when published, none as a draft", () => {
    expect(publishState(true, null, now)).toEqual({ status: "published", publishDate: now });
    expect(publishState(false, null, now)).toEqual({ status: "draft", publishDate: null });
  });

  it("keeps the first publish date when published again or hidden", () => {
    expect(publishState(true, first, now)).toEqual({ status: "published", publishDate: first });
    expect(publishState(false, first, now)).toEqual({ status: "draft", publishDate: first });
  });
});
