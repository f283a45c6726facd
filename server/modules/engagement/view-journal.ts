import { randomUUID } from "node:crypto";
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import type { JournalMark, ViewRequest } from "./service.ts";

/**
 * The files in which a process keeps the views it accepted until they are in the database
 * (docs/decisions/0042). A view is answered once its line is written: the operating system
 * keeps the file if the process is killed, and the next start replays what the database lacks.
 * Each process writes its own numbered files, `{host}_{pid}_{random}.{seq}.views`, one per
 * database write, and deletes a file once its views are committed.
 */

const suffix = ".views";

/** A journal file: its mark (whose journal, which of its files) and its path. */
export type JournalFile = JournalMark & { file: string };

/** `{host}_{pid}_{random}`: unique per process start, with what tells whether its owner still runs. */
function newJournalId(): string {
  const host =
    hostname()
      .replace(/[^A-Za-z0-9-]/g, "-")
      .slice(0, 40) || "host";
  return `${host}_${process.pid}_${randomUUID().slice(0, 8)}`;
}

function fileName(journal: string, seq: number): string {
  return `${journal}.${seq}${suffix}`;
}

/** One line per view: article, reader (base64url, no spaces), time in milliseconds. */
export function formatView(view: ViewRequest): string {
  return `${view.articleId} ${view.readerId} ${view.at.getTime()}\n`;
}

/** The views of a file; a last line cut short by a crash was never answered, and is skipped. */
export function readJournalFile(file: string): ViewRequest[] {
  const views: ViewRequest[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [article, reader, at] = line.split(" ");
    const articleId = Number(article);
    const time = Number(at);
    if (!reader || !Number.isSafeInteger(articleId) || !Number.isSafeInteger(time)) continue;
    views.push({ articleId, readerId: reader, at: new Date(time) });
  }
  return views;
}

/** The process's open journal: appends lines to its current file, and starts the next one. */
export type JournalWriter = {
  readonly journal: string;
  /** Appends lines to the current file (one write call). */
  append(lines: string): void;
  /** Closes the current file and opens the next; returns the closed one. */
  rotate(): JournalFile;
  /** Deletes a file whose views are in the database. */
  remove(file: JournalFile): void;
  /** Closes and deletes the current file (its views must be in the database). */
  close(): void;
};

function removeFile(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    // Another process replaying the same orphan got there first.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

export function openJournal(dir: string): JournalWriter {
  mkdirSync(dir, { recursive: true });
  const journal = newJournalId();
  let seq = 1;
  const current = () => path.join(dir, fileName(journal, seq));
  let fd = openSync(current(), "a");
  return {
    journal,
    append(lines) {
      const buffer = Buffer.from(lines);
      let written = 0;
      while (written < buffer.length) written += writeSync(fd, buffer, written);
    },
    rotate() {
      closeSync(fd);
      const closed = { journal, seq, file: current() };
      seq++;
      fd = openSync(current(), "a");
      return closed;
    },
    remove(file) {
      removeFile(file.file);
    },
    close() {
      closeSync(fd);
      removeFile(current());
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Files left by processes of this host that no longer run (a crash, a kill), oldest first per
 * journal. A file of this very process id but another start (a container restarted as pid 1)
 * is left over too. Files of other hosts sharing the folder are theirs to replay.
 */
export function orphanedJournalFiles(dir: string, own: string): JournalFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const host = own.split("_")[0];
  const files: JournalFile[] = [];
  for (const name of names) {
    const match = /^(([^_]+)_(\d+)_[0-9a-f]+)\.(\d+)\.views$/.exec(name);
    if (!match) continue;
    const [, journal, fileHost, pid, seq] = match as unknown as [string, string, string, string, string];
    if (journal === own || fileHost !== host) continue;
    if (Number(pid) !== process.pid && isRunning(Number(pid))) continue;
    files.push({ journal, seq: Number(seq), file: path.join(dir, name) });
  }
  return files.sort((a, b) => a.journal.localeCompare(b.journal) || a.seq - b.seq);
}
