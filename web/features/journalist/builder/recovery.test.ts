import { describe, expect, it } from "vitest";
import { deviceOffer } from "./recovery.ts";
import { snapshotOfCopy } from "./server-copy.ts";
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
});
