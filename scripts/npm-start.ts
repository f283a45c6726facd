import { readFileSync } from "node:fs";

/** How `npm start` runs node: the environment it sets, node's flags and the script. */
export type StartCommand = { env: Record<string, string>; nodeFlags: string[]; script: string };

/** Reads a start script of the form `NAME=value … node --flag … script.mjs`. */
export function parseStartScript(command: string): StartCommand {
  const words = command.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? "")) {
    const word = words.shift()!;
    const at = word.indexOf("=");
    env[word.slice(0, at)] = word.slice(at + 1);
  }
  if (words.shift() !== "node") throw new Error(`the start script does not run node: ${command}`);
  const nodeFlags: string[] = [];
  while (words[0]?.startsWith("-")) nodeFlags.push(words.shift()!);
  const script = words.shift();
  if (script === undefined || words.length > 0) throw new Error(`the start script is not one node script: ${command}`);
  return { env, nodeFlags, script };
}

/** A package.json script of the form parseStartScript reads (`start`, `import:wordpress`). */
export function npmScript(name: string): StartCommand {
  const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string | undefined>;
  };
  const command = scripts[name];
  if (command === undefined) throw new Error(`package.json has no script "${name}"`);
  return parseStartScript(command);
}

/**
 * package.json's start script, read in one place for everyone who starts the server as `npm start`
 * does without npm in between (the bench, the tests' server processes): glibc's allocator arenas
 * (decision 0137) and the heap limits (decision 0022) come with it, so a server started so grows
 * no further than `npm start`'s.
 */
export function npmStart(): StartCommand {
  return npmScript("start");
}
