import { readFile, rm, writeFile } from "node:fs/promises";

/** The embedded database's folder is another running process's (the server's, an import's). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The database in ${dataDir} is open in another process (pid ${pid}): stop it first.`);
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Claims an embedded database's folder for this process (`{dataDir}.lock`, holding the pid):
 * PGlite is one process's, and a second one writing the same files (an import while the server
 * runs) would corrupt them. A lock left by a process that has ended is taken over. Answers the
 * release.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: "wx" });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
    }
    const holder = Number((await readFile(lockFile, "utf8").catch(() => "")).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder))
      throw new DataDirInUseError(dataDir, holder);
    await rm(lockFile, { force: true });
  }
}
