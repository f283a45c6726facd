import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LiveCoverageBlock } from "#web/features/reader/article/live-coverage.tsx";
import { Island } from "./island.tsx";
import { lazyIslands } from "./registry.ts";

/** The attributes of the first <hronika-island> in server-rendered HTML, unescaped as a browser reads them. */
function islandAttributes(html: string): Record<string, string> {
  const tag = /<hronika-island\b([^>]*)>/.exec(html)?.[1] ?? "";
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]));
}

describe("an island on the server (decision 0088)", () => {
  it("renders its component inside <hronika-island>, with its name, its props as JSON and when to hydrate it", () => {
    const html = renderToString(<Island name="theme-toggle" props={{ className: "justify-self-end" }} when="idle" />);
    expect(islandAttributes(html)).toEqual({
      "data-island": "theme-toggle",
      "data-props": '{"className":"justify-self-end"}',
      "data-when": "idle",
    });
    // The component's own markup, as the browser will hydrate it.
    expect(html).toMatch(/<hronika-island [^>]*><button type="button" class="[^"]*justify-self-end"/);
    expect(html.endsWith("</button></hronika-island>")).toBe(true);
  });

  it("renders a lazy island with the component given, whose code the browser loads when it hydrates it", async () => {
    const coverage = {
      live: { startedAt: "2026-11-30T18:00:00.000Z", endedAt: null, autoEndHours: 12, updatedAt: null, isLive: true },
      keyMoments: [],
      entries: [],
      pagination: { total: 0, page: 1, pageSize: 20, totalPages: 1 },
    };
    const props = { article: { id: 7, slug: "izbori" }, coverage, now: "2026-11-30T18:05:00.000Z" };
    const html = renderToString(
      <Island name="live-coverage" component={LiveCoverageBlock} props={props} when="idle" />,
    );
    expect(islandAttributes(html)).toEqual({
      "data-island": "live-coverage",
      "data-props": JSON.stringify(props),
      "data-when": "idle",
    });
    expect(html).toContain('id="na-zhivo"');
    expect(await lazyIslands["live-coverage"]()).toBe(LiveCoverageBlock);
  });

  it("is hydrated at once unless said otherwise", () => {
    expect(islandAttributes(renderToString(<Island name="notice" props={{}} />))["data-when"]).toBe("load");
  });

  it("keeps any text of its props as data: nothing in them can end the attribute or open an element", () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)> & '`;
    const html = renderToString(
      <Island
        name="search-form"
        props={{ q: hostile, category: null, range: "any", categories: [{ id: 1, name: hostile }] }}
      />,
    );
    const tag = /<hronika-island\b[^>]*>/.exec(html)![0];
    expect(tag).not.toMatch(/<(?!hronika-island)/);
    expect(tag.match(/"/g)?.length).toBe(6); // three attributes, each quoted once
    expect(JSON.parse(islandAttributes(html)["data-props"]!)).toEqual({
      q: hostile,
      category: null,
      range: "any",
      categories: [{ id: 1, name: hostile }],
    });
  });
});
