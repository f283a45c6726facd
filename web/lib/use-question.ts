import { useCallback, useRef, useState } from "react";

/**
 * The question a dialog is asking, as a promise (DESIGN.md §5: `await confirm(...)`): `ask(q)`
 * opens it and resolves with the `answer` given, or with `unanswered` when it is closed or a new
 * question replaces it. `question` is null while no dialog is open.
 */
export function useQuestion<Q, A>(unanswered: A) {
  const [question, setQuestion] = useState<Q | null>(null);
  const resolver = useRef<((answer: A) => void) | null>(null);

  const ask = useCallback(
    (next: Q) => {
      resolver.current?.(unanswered);
      setQuestion(next);
      return new Promise<A>((resolve) => {
        resolver.current = resolve;
      });
    },
    [unanswered],
  );
  const answer = useCallback((given: A) => {
    resolver.current?.(given);
    resolver.current = null;
    setQuestion(null);
  }, []);

  return { question, ask, answer };
}
