import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./content-encoding.ts";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, else sends the page as it is", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("x-gzip")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  it("honours q-values, including refusals", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
  });
});
