import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { apiRoot, repoRoot } from '../paths';

/**
 * The PGlite template survives from one test run to the next (as Epic Stack caches its base
 * database), under a key of everything that decides its contents: the migrations, every source
 * file the seed reaches (found by esbuild, so a new import is followed without a list to keep),
 * the files that build and dump it, the locked package versions and Node's. A run that changed
 * none of them skips the migrations and the seed (seconds of CPU, many more on a busy machine).
 */
const cacheRoot = path.join(apiRoot, 'node_modules/.cache/test-database-template');
/** Older keys are removed when a new template is stored: a branch switch back costs one build. */
const keptTemplates = 3;

/** Files that build and dump the template, besides what the seed imports. */
const builderFiles = [
  'src/test/database-template.ts',
  'src/test/template-snapshot.ts',
  'src/db/client.ts',
  'src/db/embedded/embedded-database.ts',
  'src/db/embedded/pglite-worker.ts',
  'src/db/embedded/pglite-initdb.ts',
  'src/worker-modules.ts',
];

export async function seedSources(): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [path.join(apiRoot, 'src/db/seed.ts')],
    absWorkingDir: apiRoot,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    // Packages are covered by the lockfile; these cannot be bundled and need not be.
    external: ['@node-rs/*', 'pg-native', '@electric-sql/*'],
  });
  return Object.keys(metafile.inputs).filter((input) => !input.includes('node_modules/'));
}

export async function templateCacheKey(): Promise<string> {
  const migrations = readdirSync(path.join(apiRoot, 'drizzle'), { recursive: true })
    .map((entry) => path.join('drizzle', String(entry)))
    .filter((file) => statSync(path.join(apiRoot, file)).isFile());
  const files = [...new Set([...migrations, ...builderFiles, ...(await seedSources())])].sort();
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of files) {
    hash
      .update(`${file}\n`)
      .update(readFileSync(path.resolve(apiRoot, file)))
      .update('\n');
  }
  hash.update(readFileSync(path.join(repoRoot, 'package-lock.json')));
  return hash.digest('hex').slice(0, 24);
}

/** A template is built in a folder of this name beside the cache, then renamed into it. */
export const buildingPrefix = 'building-';
export const templateCacheFolder = cacheRoot;

/** The folder of a stored template for this key, or undefined when none is stored. */
export function cachedTemplate(key: string, root = cacheRoot): string | undefined {
  const folder = path.join(root, key);
  return existsSync(path.join(folder, 'complete')) ? folder : undefined;
}

/**
 * Stores a finished template's folder under its key, whole or not at all: it is moved in
 * with one rename, so a run that stops half way, or two runs at once, never leave half a
 * template behind. Answers the folder the tests should use.
 */
export function storeTemplate(key: string, folder: string, root = cacheRoot): string {
  const target = path.join(root, key);
  try {
    renameSync(folder, target);
  } catch {
    // Another run stored the same key first (or the cache is not writable): use what is there.
    if (!cachedTemplate(key, root)) return folder;
    rmSync(folder, { recursive: true, force: true });
    return target;
  }
  // Folders still being built are another run's, not old templates.
  const older = readdirSync(root)
    .filter((entry) => entry !== key && !entry.startsWith(buildingPrefix))
    .map((entry) => ({ entry, at: statSync(path.join(root, entry)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .slice(keptTemplates - 1);
  for (const { entry } of older) {
    rmSync(path.join(root, entry), { recursive: true, force: true });
  }
  return target;
}
