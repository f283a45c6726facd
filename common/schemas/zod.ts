import { z } from "zod";

// The site's Content-Security-Policy has no 'unsafe-eval': in the browser, zod's probe for
// `new Function` (its parser JIT) is refused and reported as a violation. The JIT only pays on
// the server, so the browser parses without it.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };

/** The first message for each top-level field a failed parse names (its path's first key; "" for the whole value). */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "")] ??= issue.message;
  return fields;
}
