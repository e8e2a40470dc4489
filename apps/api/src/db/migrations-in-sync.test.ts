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

// A schema change without its migration would reach production silently: the app migrates at start
// from apps/api/drizzle only. drizzle-kit generate, run on a copy of the committed migrations, must
// find nothing to write. It reads only files, so this needs no database and no network.
test('the committed migrations hold every change of src/db/schema', async () => {
  const workDir = await mkdtemp(path.join(tmpdir(), 'nibras-migrations-'));
  try {
    const out = path.join(workDir, 'drizzle');
    await cp(path.join(apiDir, 'drizzle'), out, { recursive: true });
    const before = await listFiles(out);
    const journalBefore = await readFile(path.join(out, 'meta/_journal.json'), 'utf8');

    // The project's own config, with only the output folder moved. drizzle-kit joins `out` to the
    // working directory, so it has to be relative.
    const config = path.join(workDir, 'drizzle.config.ts');
    await writeFile(
      config,
      `import config from ${JSON.stringify(path.join(apiDir, 'drizzle.config.ts'))};\n` +
        `export default { ...config, out: ${JSON.stringify(path.relative(apiDir, out))} };\n`,
    );
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [drizzleKit, 'generate', '--config', config],
      { cwd: apiDir, timeout: 20_000 },
    );

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
    expect(stdout + stderr).toContain('No schema changes');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
});
