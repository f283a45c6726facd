import { renderToString } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonClasses, plainButtonClasses, type ButtonSize, type ButtonVariant } from "./button.tsx";
import { Pager } from "./pager.tsx";

// The reader's islands carry no class merger (decision 0088): the classes they put together must
// need none, i.e. tailwind-merge would keep every one of them.
const sorted = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();
const needsNoMerging = (classes: string) => expect(sorted(twMerge(classes)), classes).toEqual(sorted(classes));

describe("classes put together without a merger", () => {
  const variants: ButtonVariant[] = ["primary", "secondary", "ghost"];
  const sizes: ButtonSize[] = ["md", "lg", "icon", "field"];
  // What the islands add to a button's look.
  const extras = ["", "md:hidden", "-ml-2 md:hidden", "-mr-2", "min-[360px]:col-span-2 sm:col-span-1"];

  it("a plain button's classes are the merged button's, with nothing to merge", () => {
    for (const variant of variants) {
      for (const size of sizes) {
        for (const extra of extras) {
          const plain = plainButtonClasses(variant, size, extra);
          needsNoMerging(plain);
          expect(sorted(plain)).toEqual(sorted(buttonClasses(variant, size, extra)));
        }
      }
    }
  });

  it("the pager's cells, links, gaps and buttons need no merging", () => {
    const pages = [
      renderToString(<Pager page={5} totalPages={10} href={(page) => `/home?page=${page}`} className="mt-6" />),
      renderToString(<Pager page={1} totalPages={3} href={(page) => `/home?page=${page}`} />),
      renderToString(<Pager page={2} totalPages={9} onPage={() => undefined} variant="centred" />),
    ];
    const classes = pages.flatMap((html) => [...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1]!));
    expect(classes.length).toBeGreaterThan(10);
    for (const value of classes.filter((value) => !value.startsWith("lucide"))) needsNoMerging(value);
  });
});
