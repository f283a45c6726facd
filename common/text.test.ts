import { describe, expect, it } from "vitest";
import { imageSrcSet, imageVariant, isVideoUrl } from "./media.ts";
import { loginErrorMessage, serverErrorMessage, serverErrors } from "./messages/server-errors.ts";
import { htmlToText, isBlank, readTimeMinutes, trimInvisible, truncateText } from "./text.ts";

describe("text helpers", () => {
  it("strips the stored paragraph tags and decodes entities", () => {
    expect(htmlToText("<p>Мач <b>днес</b> &amp; <i>утре</i></p><p>Втори<br>ред</p>")).toBe("Мач днес & утре Втори ред");
    expect(htmlToText("<P>Ред<BR/>след&nbsp;ред</P>&lt;b&gt; е текст, &amp;lt; също, &quot;и&#39;")).toBe(
      "Ред след ред <b> е текст, &lt; също, \"и'",
    );
  });

  it("reads list items, quotes and links of a paragraph as text, each item and quote apart (issue 32)", () => {
    expect(
      htmlToText(
        "<p>Уводът:</p><ul><li>първо</li><li><p>второ</p></li></ul><ol><li>едно</li></ol>" +
          '<blockquote>Цитат</blockquote>след <a href="https://a.bg" rel="noopener noreferrer">връзката</a>.',
      ),
    ).toBe("Уводът: първо второ едно Цитат след връзката.");
  });

  it("cuts at a word and adds ...", () => {
    expect(truncateText("кратко", 160)).toBe("кратко");
    expect(truncateText("едно две три четири", 12)).toBe("едно две...");
  });
});

describe("trimInvisible and isBlank (issue 18: a name of a zero-width space is no name)", () => {
  it("cuts every Unicode space and invisible character from both ends", () => {
    const invisible =
      " \t\n\u00A0\u2003\u3000\u2028\u200B\u200C\u200D\uFEFF\u00AD\u2060\u200E\u200F\u202E\u2066\u180E\u3164\uFFA0\uFE0F\u2800\u0007";
    expect(trimInvisible(`${invisible}Иван${invisible}`)).toBe("Иван");
    expect(trimInvisible(invisible)).toBe("");
    expect(isBlank(invisible)).toBe(true);
    expect(isBlank("\u200B")).toBe(true);
    expect(isBlank(" а ")).toBe(false);
  });

  it("keeps the inside as written: line breaks, joiners inside words and emoji", () => {
    expect(trimInvisible("  първи ред\n\nвтори ред \u200B")).toBe("първи ред\n\nвтори ред");
    expect(trimInvisible("👩\u200D💻")).toBe("👩\u200D💻");
  });
});

describe("media helpers", () => {
  it("builds the srcset of an upload's WebP variants", () => {
    expect(imageSrcSet("/media/images/2026/11/abc-1200.webp")).toBe(
      "/media/images/2026/11/abc-400.webp 400w, /media/images/2026/11/abc-800.webp 800w, /media/images/2026/11/abc-1200.webp 1200w",
    );
    expect(imageSrcSet("https://example.com/x.jpg")).toBeUndefined();
    expect(imageVariant("/media/images/a-1200.webp", 400)).toBe("/media/images/a-400.webp");
  });

  it("tells video by SPEC.md §9's rule", () => {
    expect(isVideoUrl("/media/videos/a.mp4")).toBe(true);
    expect(isVideoUrl("/media/videos/a.WEBM?x=1")).toBe(true);
    expect(isVideoUrl("https://cdn.example/video/123")).toBe(true);
    expect(isVideoUrl("/media/images/a-1200.webp")).toBe(false);
  });
});

describe("login error texts of SPEC.md §8", () => {
  it("maps the server's texts to Bulgarian and shows other Bulgarian texts as they are", () => {
    expect(loginErrorMessage("invalid credentials")).toBe("Невалидно потребителско име или парола.");
    expect(loginErrorMessage("account is deactivated")).toBe(
      "Акаунтът е деактивиран. Моля, свържете се с администратор.",
    );
    expect(loginErrorMessage("insufficient permissions")).toBe("Недостатъчни права за достъп.");
    expect(loginErrorMessage("account awaits approval")).toMatch(/^Акаунтът ви очаква одобрение/);
    expect(loginErrorMessage("Друга причина")).toBe("Друга причина");
    expect(loginErrorMessage(undefined)).toBe("Грешка при влизане");
  });

  it("never shows an English server text (issue 18): a known one is translated, an unknown one gives way", () => {
    expect(loginErrorMessage("internal server error")).toBe(
      "Възникна грешка в сървъра. Моля, опитайте отново по-късно.",
    );
    expect(loginErrorMessage("something else")).toBe("Грешка при влизане");
    for (const text of Object.values(serverErrors))
      expect(serverErrorMessage(text), text).toMatch(/\p{Script=Cyrillic}/u);
    expect(serverErrorMessage("Името е задължително за журналистите")).toBe("Името е задължително за журналистите");
    expect(serverErrorMessage("something else")).toBeUndefined();
  });
});

describe("read time", () => {
  it("is the paragraphs' plain text over 1200 characters a minute, rounded up, at least 1", () => {
    expect(readTimeMinutes([])).toBe(1);
    expect(readTimeMinutes(["<p></p>"])).toBe(1);
    expect(readTimeMinutes([`<p>${"а".repeat(1200)}</p>`])).toBe(1);
    expect(readTimeMinutes([`<p>${"а".repeat(1200)}</p>`, "<p><b>б</b></p>"])).toBe(2);
    // Markup is not read: only the text counts.
    expect(readTimeMinutes([`<p><strong>${"в".repeat(2400)}</strong></p>`])).toBe(2);
  });
});
