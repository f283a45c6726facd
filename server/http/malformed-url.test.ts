import { describe, expect, it } from "vitest";
import { repairMalformedUrl } from "./malformed-url.ts";

describe("repairMalformedUrl", () => {
  it("turns every % of a path that does not decode into a literal %25", () => {
    expect(repairMalformedUrl("/%ZZ")).toBe("/%25ZZ");
    expect(repairMalformedUrl("/article/%FF")).toBe("/article/%25FF");
    expect(repairMalformedUrl("/category/%D0%9F%ZZ?tab=views")).toBe("/category/%25D0%259F%25ZZ?tab=views");
  });

  it("leaves good URLs and the API alone", () => {
    for (const url of ["/home", "/category/%D0%A1%D0%BF%D0%BE%D1%80%D1%82", "/home?q=%ZZ", "/api/%ZZ"]) {
      expect(repairMalformedUrl(url)).toBe(url);
    }
  });
});
