import { z } from "zod";

// The site's Content-Security-Policy has no 'unsafe-eval': in the browser, zod's probe for
// `new Function` (its parser JIT) is refused and reported as a violation. The JIT only pays on
// the server, so the browser parses without it.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
