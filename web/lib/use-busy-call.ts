import { useState } from "react";

/**
 * A panel's calls one at a time: busy while one runs, its failure as the panel's error text (by
 * `reasonOf`), and a notice cleared when the next starts; `then` gets a call's result when it
 * succeeded.
 */
export function useBusyCall(reasonOf: (failure: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  async function run<T>(call: () => Promise<T>, then: (result: T) => void | Promise<void>) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await then(await call());
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, notice, setNotice, run };
}
