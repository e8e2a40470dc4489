/**
 * `npm run bench`: runs every benchmark in scripts/bench/ (each `*.ts` file directly in that
 * folder, in name order), one after the other, each in its own process so that one's memory and
 * warm caches do not colour the next. A benchmark is added by adding its file; helpers they
 * share live in scripts/bench/lib/, which is not run.
 * `npm run bench -- requests slots` runs only the benchmarks whose names are given.
 * The API is built first (scripts/build.ts): the benchmarks start the server as `npm start` does.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './build';

const benchDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const wanted = process.argv.slice(2);
const benches = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => entry.name.replace(/\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

if (benches.length === 0) {
  console.error(`No benchmark named ${wanted.join(', ')} in ${benchDir}`);
  process.exit(1);
}

await buildApi();
const failed: string[] = [];
for (const name of benches) {
  console.log(`\n=== bench: ${name} ===`);
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, `${name}.ts`)], {
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) failed.push(name);
  console.log(`=== ${name}: ${run.status === 0 ? 'done' : 'FAILED'} in ${seconds} s ===`);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
