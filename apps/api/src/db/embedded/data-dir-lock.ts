import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Refused start: another process (or this one) already has the embedded database open. */
export class DataDirInUseError extends Error {}

/** Lock files this process holds, so a second open here is refused like one from elsewhere. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes `lockFile` for this process, or throws DataDirInUseError naming the process that has
 * it. PGlite has no lock of its own, and two processes writing one data directory would
 * corrupt it. A lock left by a process that has ended (a crash, kill -9) is taken over.
 * Returns the release.
 */
export function lockDataDir(lockFile: string, what: string): () => void {
  if (held.has(lockFile))
    throw new DataDirInUseError(`${what} is already open in this process (${lockFile})`);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      held.add(lockFile);
      return () => {
        if (!held.delete(lockFile)) return;
        if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(lockFile);
    // Our own pid, or our parent's (npm's), in a lock we do not hold is a previous run's: a
    // restarted container gives out the same pids again.
    const previousRun = owner === process.pid || owner === process.ppid;
    if (owner !== undefined && !previousRun && isRunning(owner)) {
      throw new DataDirInUseError(
        `${what} is in use by process ${owner}: stop it first, or set DATA_DIR to another directory (if that process is not Nibras, delete ${lockFile})`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  throw new DataDirInUseError(
    `${what}: could not take ${lockFile}; another process keeps taking it`,
  );
}
