import { imageLimits } from "#common/limits.ts";
import { imageServerErrors } from "#common/messages/server-errors.ts";
import { busy } from "#server/http/errors.ts";

/** A place in the queue: the upload's turn to decode, or its place given back. */
export type ImageTicket = {
  /** Waits for a turn, runs the decoding, and gives the place back. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back without running (the upload failed before its picture arrived). */
  release(): void;
};

export type ImageQueue = {
  /**
   * Takes a place for one picture, before its bytes are read (each waiting upload holds its file
   * in memory), or throws 503 `busy` with Retry-After when `concurrent + waiting` places are taken.
   */
  reserve(): ImageTicket;
  /** Pictures being decoded and waiting (tests, the bench). */
  readonly load: { running: number; waiting: number };
};

/**
 * One process's picture decoding (issue 30, point 6): decoding is what takes memory (a small PNG
 * can decode to hundreds of megabytes), so at most `imageLimits.concurrent` pictures are decoded at
 * once, `imageLimits.waiting` more wait their turn in arrival order, and any more are refused at
 * once with "try again in a few seconds": memory stays bounded under any mix of uploads.
 */
export function createImageQueue(options: { concurrent?: number; waiting?: number } = {}): ImageQueue {
  const concurrent = options.concurrent ?? imageLimits.concurrent;
  const places = concurrent + (options.waiting ?? imageLimits.waiting);
  let taken = 0;
  let running = 0;
  const turns: (() => void)[] = [];

  /** A finished decoding hands its turn to the first waiting one, or frees it. */
  const next = () => {
    const waiting = turns.shift();
    if (waiting) waiting();
    else running--;
  };

  return {
    reserve() {
      if (taken >= places) throw busy(imageServerErrors.busy, imageLimits.retryAfterSeconds);
      taken++;
      let done = false;
      const giveBack = () => {
        if (done) return false;
        done = true;
        taken--;
        return true;
      };
      return {
        async run(work) {
          if (done) throw new Error("an image ticket runs once");
          if (running < concurrent) running++;
          else await new Promise<void>((resolve) => turns.push(resolve));
          try {
            return await work();
          } finally {
            giveBack();
            next();
          }
        },
        release: () => void giveBack(),
      };
    },
    get load() {
      return { running, waiting: turns.length };
    },
  };
}
