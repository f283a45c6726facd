import { describe, expect, it } from "vitest";
import { HttpError } from "#server/http/errors.ts";
import { createImageQueue } from "./image-queue.ts";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("image queue", () => {
  it("runs `concurrent` at once in arrival order, keeps `waiting` more, and refuses the rest with 503", async () => {
    const queue = createImageQueue({ concurrent: 1, waiting: 2 });
    const order: number[] = [];
    const gates = [deferred(), deferred(), deferred()];
    const tickets = gates.map(() => queue.reserve());
    expect(() => queue.reserve()).toThrow(HttpError);
    try {
      queue.reserve();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 503, code: "busy", headers: { "retry-after": "5" } });
    }
    const runs = tickets.map((ticket, i) =>
      ticket.run(async () => {
        order.push(i);
        await gates[i]!.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    gates[0]!.resolve();
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(order).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    // Every place is free again.
    const again = [queue.reserve(), queue.reserve(), queue.reserve()];
    for (const ticket of again) ticket.release();
  });

  it("gives a place back when released or when its work fails, and never runs two at once", async () => {
    const queue = createImageQueue({ concurrent: 1, waiting: 0 });
    queue.reserve().release();
    const failing = queue.reserve();
    await expect(failing.run(async () => Promise.reject(new Error("bad picture")))).rejects.toThrow("bad picture");
    let running = 0;
    let most = 0;
    const big = createImageQueue({ concurrent: 2, waiting: 20 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        big.reserve().run(async () => {
          most = Math.max(most, ++running);
          await new Promise((r) => setTimeout(r, 1));
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(queue.reserve()).toBeDefined();
  });
});
