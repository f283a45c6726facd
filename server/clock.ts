/**
 * The app's one clock. Everything that reads the time on a request or in the background reads it
 * here (`app.deps.now()`), so a test can fix or move it; `systemClock` is the only default.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
