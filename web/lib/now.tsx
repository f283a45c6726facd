import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

/** How often the relative times of a page that stays open move on. */
const tickMs = 30_000;

// Outside a NowProvider (an island rendering a list in the browser): the moment it was first shown.
const NowContext = createContext<number | undefined>(undefined);

/**
 * The clock of relative times ("преди 12 мин"): the server's moment of rendering until the page is
 * hydrated, so the browser's first render matches the HTML (also one from the page cache), then
 * the browser's clock, moving every 30 s.
 */
export function NowProvider({ renderedAt, children }: { renderedAt: number | undefined; children: ReactNode }) {
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, []);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

/** The moment relative times are shown as of. */
export function useNow(): Date {
  const provided = useContext(NowContext);
  const [shown] = useState(Date.now);
  return new Date(provided ?? shown);
}
