// @ts-check
/**
 * After `npm install` (the root's postinstall; decision 0028): when the Node.js that ran npm is
 * older than the project's, links Node 24 from the npm registry (tools/node-from-npm.sh, fetched
 * once into ~/.cache) as `node_modules/.bin/node`. npm puts that folder first on the PATH of
 * every script it runs and of `npx`, so `npm install && npm start` (and `npm test`, `npx
 * vitest`...) work on such a machine with nothing else to install. On a supported Node it removes
 * a link an earlier install left, and the machine's own Node runs everything.
 *
 * Plain JavaScript without a newer feature: it runs on the Node it stands in for.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from './check-node.mjs';

/** Where the fetched Node.js releases are kept: a link is ours only when it points in there. */
function fetchedNodes() {
  const cache = process.env.XDG_CACHE_HOME || path.join(process.env.HOME || '', '.cache');
  return path.join(cache, 'nibras', 'node');
}

/** The link in `binDir`, or undefined when there is none (or a file that is not a link). */
function currentLink(/** @type {string} */ link) {
  try {
    return lstatSync(link).isSymbolicLink() ? readlinkSync(link) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Links or unlinks `binDir/node` for a machine whose npm runs on `machineVersion`.
 * @param {{ machineVersion: string, binDir: string, fetchNode: () => string, keptIn?: string }} options
 *   `fetchNode` answers the folder of a supported release (its `bin/node`).
 * @returns {'linked' | 'unlinked' | 'unchanged'}
 */
export function linkNode({ machineVersion, binDir, fetchNode, keptIn = fetchedNodes() }) {
  const link = path.join(binDir, 'node');
  const existing = currentLink(link);
  if (!nodeVersionProblem(machineVersion)) {
    if (existing === undefined || !existing.startsWith(keptIn)) return 'unchanged';
    rmSync(link);
    return 'unlinked';
  }
  const target = path.join(fetchNode(), 'bin', 'node');
  if (existing === target) return 'unchanged';
  mkdirSync(binDir, { recursive: true });
  rmSync(link, { force: true });
  symlinkSync(target, link);
  return 'linked';
}

/** Links (or unlinks) Node 24 for this project; answers what it did. */
function linkForThisProject() {
  // The Node that runs npm, not this script's: on a linked machine a script's `node` is the link.
  const machineNode = process.env.npm_node_execpath || process.execPath;
  const machineVersion = execFileSync(machineNode, ['-p', 'process.versions.node'], {
    encoding: 'utf8',
  }).trim();
  const root = fileURLToPath(new URL('..', import.meta.url));
  const binDir = path.join(root, 'node_modules', '.bin');
  const outcome = linkNode({
    machineVersion,
    binDir,
    fetchNode: () =>
      execFileSync('bash', [path.join(root, 'tools', 'node-from-npm.sh'), '24'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }).trim(),
  });
  if (outcome === 'linked') {
    const linked = execFileSync(path.join(binDir, 'node'), ['--version'], {
      encoding: 'utf8',
    }).trim();
    console.error(
      `Node.js ${machineVersion} is older than Nibras needs: npm scripts and npx in this folder run on Node.js ${linked}, from the npm registry (decision 0028).`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    linkForThisProject();
  } catch (error) {
    // The install itself stands: without the link, npm start and npm test say what to do
    // (tools/check-node.mjs). No registry, no bash (Windows) or a failed download end here.
    console.error(`Could not link Node 24 for this folder: ${String(error)}`);
  }
}
