import { describe, expect, it } from "vitest";
import { deviceOffer } from "./recovery.ts";
import { contentBody, snapshotOfCopy } from "./server-copy.ts";
import { emptyWorkingCopy, newSection, withSections } from "./working-copy.ts";

const copy = (text: string) =>
  withSections({ ...emptyWorkingCopy(), title: "Статия" }, [{ ...newSection("paragraph"), content: `<p>${text}</p>` }]);

describe("a copy left on the device is offered back (issue 29, point 2)", () => {
  const server = { copy: copy("На сървъра"), version: 4 };
  it("offers a text the server has not had, on the server's version", () => {
    expect(
      deviceOffer({ copy: copy("Последните думи"), savedAt: "2026-11-25T12:00:00Z", baseVersion: 4 }, server, null),
    ).toMatchObject({ stale: false, savedAt: "2026-11-25T12:00:00Z" });
  });
  it("says it is stale when the server moved on after it was written", () => {
    expect(deviceOffer({ copy: copy("Последните думи"), savedAt: null, baseVersion: 3 }, server, null)?.stale).toBe(
      true,
    );
  });
  it("offers nothing when the server or the pending changes already hold that text", () => {
    expect(deviceOffer({ copy: copy("На сървъра"), savedAt: null, baseVersion: 3 }, server, null)).toBeNull();
    const pending = snapshotOfCopy(copy("Отложено"));
    expect(deviceOffer({ copy: copy("Отложено"), savedAt: null, baseVersion: 4 }, server, pending)).toBeNull();
    expect(deviceOffer(null, server, null)).toBeNull();
  });
  it("offers a copy whose tags differ, unless one side does not know its tags (a revision)", () => {
    const tagged = (tags: string[]) => ({ ...copy("На сървъра"), tags });
    const serverTagged = { copy: tagged(["Избори"]), version: 4 };
    const device = (c: ReturnType<typeof copy>) => ({ copy: c, savedAt: null, baseVersion: 4 });
    expect(deviceOffer(device(tagged(["Избори", "Парламент"])), serverTagged, null)).not.toBeNull();
    expect(deviceOffer(device(tagged(["Избори"])), serverTagged, null)).toBeNull();
    const { tags: _unknown, ...untagged } = tagged([]);
    expect(deviceOffer(device(untagged), serverTagged, null)).toBeNull();
  });
});

describe("the autosave's body", () => {
  it("carries everything the builder edits in the text: tags and the picture's alt text and credit too", () => {
    const body = contentBody({
      ...copy("Текст"),
      tags: ["Избори"],
      thumbnail: "/media/images/a-1200.webp",
      thumbnailAlt: "Залата",
      thumbnailCredit: "БТА",
    });
    expect(body).toMatchObject({ tags: ["Избори"], thumbnailAlt: "Залата", thumbnailCredit: "БТА" });
    expect(snapshotOfCopy({ ...copy("Текст"), tags: ["Избори"] }).tags).toEqual(["Избори"]);
  });
});
