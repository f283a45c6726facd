import type { ArticleSnapshot } from "#common/schemas/revisions.ts";
import type { DeviceCopy } from "./draft-storage.ts";
import { sameText, snapshotOfCopy } from "./server-copy.ts";
import type { WorkingCopy } from "./working-copy.ts";

/** A text the builder offers back on opening: from this device (issue 29, point 2). */
export type DeviceOffer = { copy: WorkingCopy; savedAt: string | null; stale: boolean };

/**
 * The copy an opened article left on this device (a reload, a closed tab, a crash before the
 * server had the last of it) is offered back when its text is not what the server has, nor the
 * person's pending changes there (which are offered on their own). It is `stale` when the server's
 * version moved on after the one it was written on: compare before taking it.
 */
export function deviceOffer(
  device: DeviceCopy | null,
  server: { copy: WorkingCopy | null; version: number | null },
  pending: ArticleSnapshot | null,
): DeviceOffer | null {
  if (!device || !server.copy) return null;
  const mine = snapshotOfCopy(device.copy);
  if (sameText(mine, snapshotOfCopy(server.copy))) return null;
  if (pending && sameText(mine, pending)) return null;
  const stale = device.baseVersion !== null && server.version !== null && device.baseVersion < server.version;
  return { copy: device.copy, savedAt: device.savedAt, stale };
}
