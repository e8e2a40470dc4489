import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const drizzleKit = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('drizzle-kit'))),
  'bin.cjs',
);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A copy of the committed migrations, with a drizzle-kit config that points at it. */
async function copyOfMigrations(workDir: string) {
  const out = path.join(workDir, 'drizzle');
  await cp(path.join(apiDir, 'drizzle'), out, { recursive: true });
  // The project's own config, with only the output folder moved. drizzle-kit joins `out` to the
  // working directory, so it has to be relative.
  const config = path.join(workDir, 'drizzle.config.ts');
  await writeFile(
    config,
    `import config from ${JSON.stringify(path.join(apiDir, 'drizzle.config.ts'))};\n` +
      `export default { ...config, out: ${JSON.stringify(path.relative(apiDir, out))} };\n`,
  );
  /** What drizzle-kit said, whether it succeeded or not (a failed check exits non-zero). */
  const drizzleKitOn = async (command: 'generate' | 'check') => {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [drizzleKit, command, '--config', config],
        { cwd: apiDir, timeout: 20_000 },
      );
      return stdout + stderr;
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return `${stdout}${stderr}\n(failed: ${String(error)})`;
    }
  };
  return { out, drizzleKitOn };
}

async function inWorkDir(work: (workDir: string) => Promise<void>) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'nibras-migrations-'));
  try {
    await work(workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

// A schema change without its migration would reach production silently: the app migrates at start
// from apps/api/drizzle only. drizzle-kit generate, run on a copy of the committed migrations, must
// find nothing to write. It reads only files, so this needs no database and no network.
test('the committed migrations hold every change of src/db/schema', () =>
  inWorkDir(async (workDir) => {
    const { out, drizzleKitOn } = await copyOfMigrations(workDir);
    const before = await listFiles(out);
    const journalBefore = await readFile(path.join(out, 'meta/_journal.json'), 'utf8');

    const said = await drizzleKitOn('generate');

    const written = (await listFiles(out)).filter((file) => !before.includes(file));
    const newSql = await Promise.all(
      written
        .filter((file) => file.endsWith('.sql'))
        .map(async (file) => `-- ${file}\n${await readFile(path.join(out, file), 'utf8')}`),
    );
    expect(newSql, 'schema changed without a migration: run npm run db:generate').toEqual([]);
    expect(written).toEqual([]);
    expect(await readFile(path.join(out, 'meta/_journal.json'), 'utf8')).toBe(journalBefore);
    // drizzle-kit exits 0 even when it fails to read the folder: require its all-clear.
    expect(said).toContain('No schema changes');
  }));

// Two branches that each generate a migration leave two snapshots on one parent: both migrate,
// but the next generate diffs against the wrong one. drizzle-kit check finds such collisions.
test('drizzle-kit check passes on the committed migrations and catches two on one parent', () =>
  inWorkDir(async (workDir) => {
    const { out, drizzleKitOn } = await copyOfMigrations(workDir);
    expect(await drizzleKitOn('check')).toContain("Everything's fine");

    const snapshots = (await readdir(path.join(out, 'meta'))).filter((file) =>
      file.endsWith('_snapshot.json'),
    );
    const last = snapshots.sort().at(-1) ?? '';
    const twin = JSON.parse(await readFile(path.join(out, 'meta', last), 'utf8')) as {
      id: string;
    };
    twin.id = '00000000-0000-4000-8000-000000000000';
    await writeFile(path.join(out, 'meta', `9999_snapshot.json`), JSON.stringify(twin));
    expect(await drizzleKitOn('check')).toContain('collision');
  }));
