import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { copyEmptyDataDir } from '../../test/database-template';
import { openDatabase } from '../client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('one process at a time on a data directory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-lock-'));
  copyEmptyDataDir(inject('databaseTemplate'), dataDir);
  const lockFile = path.join(dataDir, 'pglite.lock');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second open of the embedded database in this process until the first closes', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
        DataDirInUseError,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile)).toBe(false);
    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    await second.close();
  });

  it('refuses a directory another running process holds, naming it', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    const pid = other.pid as number;
    writeFileSync(lockFile, `${pid}\n`);
    try {
      expect(() => lockDataDir(lockFile, dataDir)).toThrow(
        `${dataDir} is in use by process ${pid}`,
      );
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(pid));
    } finally {
      other.kill();
      rmSync(lockFile, { force: true });
    }
  });

  it("takes over a lock naming its own parent's pid, left by a run before a container restart", () => {
    writeFileSync(lockFile, `${process.ppid}\n`);
    const unlock = lockDataDir(lockFile, dataDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    unlock();
  });

  it('takes over the lock of a process that has ended without removing it', () => {
    const ended = spawnSync(process.execPath, ['-e', 'process.pid'], { stdio: 'ignore' }).pid;
    writeFileSync(lockFile, `${ended}\n`);
    const unlock = lockDataDir(lockFile, dataDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    unlock();
    expect(existsSync(lockFile)).toBe(false);
  });
});
