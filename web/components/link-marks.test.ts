import { describe, expect, it } from "vitest";
import { articleTexts } from "#common/messages/reader.ts";
import { withExternalLinkMarks } from "./link-marks.ts";

describe("withExternalLinkMarks: a link to another site says so (issue 32)", () => {
  const mark = `<span class="sr-only"> ${articleTexts.externalLink}</span><span aria-hidden="true" class="link-mark">↗</span>`;

  it("marks each web link after its text, and leaves e-mail links and other text as they are", () => {
    expect(
      withExternalLinkMarks(
        '<p><a href="https://a.bg/x?y=1&amp;z=2" rel="noopener noreferrer">едно <b>две</b></a> и ' +
          '<a href="mailto:r@a.bg" rel="noopener">поща</a> и <a href="http://b.bg" rel="noopener noreferrer">три</a></p>',
      ),
    ).toBe(
      `<p><a href="https://a.bg/x?y=1&amp;z=2" rel="noopener noreferrer">едно <b>две</b>${mark}</a> и ` +
        `<a href="mailto:r@a.bg" rel="noopener">поща</a> и <a href="http://b.bg" rel="noopener noreferrer">три${mark}</a></p>`,
    );
  });

  it("changes nothing in a paragraph without links (articles saved before issue 32 render the same)", () => {
    const html = "<p><b>А</b> <i>Б</i> <u>В</u><br />ред</p>";
    expect(withExternalLinkMarks(html)).toBe(html);
  });
});
