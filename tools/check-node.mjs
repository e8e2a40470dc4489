// @ts-check
/**
 * Says, before anything else runs, when this machine's Node.js is not one the project supports
 * (`engines` in package.json; decision 0028): `npm start`, `npm test`, `npm run dev` and
 * `npm run build` run it first (their pre-scripts), and Vitest's configuration calls it too.
 * After `npm install` on an older Node they run on the Node 24 that tools/link-node.mjs linked,
 * so this speaks only where that could not happen (no registry, `--ignore-scripts`).
 *
 * Plain JavaScript, without a newer feature: it has to run on the Node it refuses.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The versions package.json's `engines` names, e.g. `^22.13 || ^24`. */
export const requiredNode = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).engines.node;

/**
 * Whether `version` (22.13.0) is in `range`: caret ranges (`^24`, `^22.13`, `^22.13.1`) joined
 * by `||`, the only form `engines` uses here. Anything else is refused rather than guessed at.
 * @param {string} version
 * @param {string} range
 */
export function satisfiesRange(version, range) {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  return range.split('||').some((part) => {
    const caret = /^\^(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(part.trim());
    if (!caret)
      throw new Error(`check-node understands only ranges like "^22.13 || ^24": ${range}`);
    const [wantMajor, wantMinor, wantPatch] = caret.slice(1).map((n) => Number(n ?? 0));
    if (major !== wantMajor) return false;
    if (minor !== wantMinor) return Number(minor) > Number(wantMinor);
    return Number(patch) >= Number(wantPatch);
  });
}

/**
 * The message for a Node.js the project does not run on, or undefined for one it does.
 * @param {string} version
 */
export function nodeVersionProblem(version = process.versions.node) {
  if (satisfiesRange(version, requiredNode)) return undefined;
  return [
    `Nibras needs Node.js ${requiredNode}; this is Node.js ${version.replace(/^v/, '')}.`,
    '`npm install` links Node 24 from the npm registry for the npm scripts and npx of this',
    'folder (tools/link-node.mjs): run it again if it could not. Or use nvm (`nvm install`',
    "reads .nvmrc), or put it on this shell's PATH:",
    '  export PATH="$(tools/node-from-npm.sh 24)/bin:$PATH"',
    'then run the command again (README, "Quick start").',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problem = nodeVersionProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
