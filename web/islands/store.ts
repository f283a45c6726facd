import { useSyncExternalStore } from "react";

/**
 * A value that islands of one page share (decision 0088): each island is a tree of its own, so
 * what one changes and another shows (a comment count, a notice) lives here. Set only in the
 * browser (handlers and effects): on the server every render reads the initial value.
 */
export type Store<T> = {
  get(): T;
  /** The value the server rendered with, which an island hydrates with before it shows the current one. */
  initial(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    initial: () => initial,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value, re-rendering the component when it changes. An island hydrated after another
 * set it first renders what the server did (else React finds other markup than the server's and
 * throws it away), then the current value.
 */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.initial);
}
