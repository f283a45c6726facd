import { readdir, stat } from "node:fs/promises";
import path from "node:path";

/** The bytes of every file below `dir` (0 for a folder that is not there): what a database folder holds. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(full) : (await stat(full)).size;
  }
  return total;
}
