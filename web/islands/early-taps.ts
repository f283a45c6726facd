/**
 * Taps before the islands wake (issue 29, point 16). A reader page's script is a module that runs
 * once the document is parsed and loaded; on a slow phone the page is painted 0.2–0.7 s before it,
 * and a tap on the menu, the theme, the search, like or share in that time did nothing. This tiny
 * script, inline in the head (allowed by its hash on cached pages, by the nonce on the others),
 * catches a click on such a control of an island not yet hydrated, keeps it from doing anything
 * else, and notes it; the islands' entry then hydrates each noted island and clicks the control
 * again (replayEarlyTaps). Links that lead somewhere and the forms' submit buttons are left alone:
 * without JavaScript they work as they are (the search link, the comment form's post).
 */
const controls = "hronika-island:not([data-hydrated]) :is(button:not([type=submit]),[role=button])";

/** The inline script's text (kept small: it is in every reader page). */
export const earlyTapsScript = `(()=>{const t=[],h=e=>{const c=e.target.closest&&e.target.closest(${JSON.stringify(controls)});if(!c)return;e.preventDefault();e.stopPropagation();t.includes(c)||t.push(c)};addEventListener("click",h,!0);window.__earlyTaps={taps:t,stop:()=>removeEventListener("click",h,!0)}})()`;

type EarlyTaps = { taps: Element[]; stop: () => void };

/**
 * Stops catching taps (the islands' entry listens itself from now on: hydrate-islands.ts) and
 * carries out the ones caught: each island hydrated, then the control clicked again.
 */
export function replayEarlyTaps(hydrate: (island: HTMLElement) => void) {
  const early = (window as { __earlyTaps?: EarlyTaps }).__earlyTaps;
  if (!early) return;
  early.stop();
  for (const control of early.taps.splice(0)) {
    const island = control.closest<HTMLElement>("hronika-island");
    if (!island || !control.isConnected) continue;
    hydrate(island);
    (control as HTMLElement).click();
  }
}
