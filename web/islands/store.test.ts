import { describe, expect, it, vi } from "vitest";
import { createStore } from "./store.ts";

describe("a store the islands of a page share", () => {
  it("tells its listeners of a new value, once each, until they leave", () => {
    const count = createStore<number | undefined>(undefined);
    const first = vi.fn();
    const second = vi.fn();
    const leave = count.subscribe(first);
    count.subscribe(second);
    count.set(3);
    expect(count.get()).toBe(3);
    // What the server rendered with, for an island that hydrates later.
    expect(count.initial()).toBeUndefined();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    leave();
    count.set(4);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
  });

  it("tells nobody when the value does not change", () => {
    const text = createStore("");
    const listener = vi.fn();
    text.subscribe(listener);
    text.set("");
    expect(listener).not.toHaveBeenCalled();
  });
});
