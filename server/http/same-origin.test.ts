import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { isSameOriginPost } from "./same-origin.ts";

const site = "https://hronika.bg";
const request = (headers: Record<string, string>) =>
  ({ headers, protocol: "http", host: "127.0.0.1:3000" }) as unknown as FastifyRequest;

describe("isSameOriginPost", () => {
  it("trusts the browser's Sec-Fetch-Site: only same-origin posts", () => {
    // The site's no-referrer policy makes Chromium send Origin: null on its own form posts.
    expect(isSameOriginPost(request({ "sec-fetch-site": "same-origin", origin: "null" }), site)).toBe(true);
    for (const value of ["cross-site", "same-site", "none"]) {
      expect(isSameOriginPost(request({ "sec-fetch-site": value, origin: site }), site)).toBe(false);
    }
  });

  it("without it, asks Origin: the public address or the request's own", () => {
    expect(isSameOriginPost(request({ origin: site }), site)).toBe(true);
    expect(isSameOriginPost(request({ origin: "http://127.0.0.1:3000" }), site)).toBe(true);
    expect(isSameOriginPost(request({ origin: "https://evil.example" }), site)).toBe(false);
    expect(isSameOriginPost(request({ origin: "null" }), site)).toBe(false);
    expect(isSameOriginPost(request({}), site)).toBe(true);
  });
});
