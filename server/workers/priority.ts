// Heavy work on files runs at a lower CPU priority than the event loop (docs/decisions.md, "Heavy
// file work off the event loop"): on a machine whose cores are all busy, the thread answering
// requests then gets a core as soon as it has work, and the file work takes what is left. Linux
// gives each thread its own nice value (setpriority on a thread id); elsewhere this does nothing.
import fs from 'node:fs';
import os from 'node:os';

/** The nice value of heavy work (the event loop stays at the process's own, 0 by default). */
export const HEAVY_WORK_NICE = 19;

const tidOf = (link: string): number => Number(link.split('/').pop());

/** Lowers the calling thread's priority: each worker thread of a pool, once at its start. */
export function lowerThisThread(): void {
  try {
    os.setPriority(tidOf(fs.readlinkSync('/proc/thread-self')), HEAVY_WORK_NICE);
  } catch {
    // not Linux, or not allowed: the work runs at the usual priority
  }
}

/** Threads of this process already looked at (a thread keeps its name). */
const seen = new Set<number>();

/** Lowers this process's threads named `name` (libvips's workers, made by sharp as it needs them). */
export async function lowerThreadsNamed(name: string): Promise<void> {
  try {
    for (const entry of await fs.promises.readdir('/proc/self/task')) {
      const tid = Number(entry);
      if (seen.has(tid)) continue;
      seen.add(tid);
      if ((await fs.promises.readFile(`/proc/self/task/${entry}/comm`, 'utf8')).trim() === name) os.setPriority(tid, HEAVY_WORK_NICE);
    }
  } catch {
    // not Linux, or not allowed
  }
}
