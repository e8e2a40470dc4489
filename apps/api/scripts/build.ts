/**
 * `npm run build -w @nibras/api`: the production build of the API (decision 0018). esbuild
 * bundles the server and each thread or process it starts into apps/api/dist/, which plain
 * Node runs (`npm start`) without tsx's loader and the module sources it keeps. Development
 * and the tests stay on tsx and Vitest.
 *
 * Every entry lands at the top of dist/, named as its source without the extension: the server
 * finds its workers next to its own module (src/worker-modules.ts), the .ts source under tsx
 * and the .js bundle in dist/. Files read at run time (migrations, the web app's build) are found
 * from the package's folder (src/paths.ts), the same one step above src/ and dist/.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(apiDir, 'dist');

/** Entry points: the server, and what it starts as worker threads or child processes. */
export const entries = {
  server: 'src/server.ts',
  /** `node dist/operator.js add EMAIL`: the operator CLI where the sources are not. */
  operator: 'src/operator-cli.ts',
  'pglite-worker': 'src/db/embedded/pglite-worker.ts',
  'pglite-initdb': 'src/db/embedded/pglite-initdb.ts',
  'password-hashing.worker': 'src/modules/auth/password-hashing.worker.ts',
};

/**
 * Left to Node's resolution from node_modules, not bundled: packages that load files beside
 * their own modules at run time. PGlite reads its WebAssembly and file bundle next to its
 * module; argon2 and sharp (photos, demo portraits) are native addons; swagger-ui serves its
 * static folder and swagger reads its package.json; pg-native is pg's optional native driver,
 * not installed.
 */
export const external = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pg-native',
];

/**
 * Builds into `outdir` (dist/ by default), emptied first. Another folder must sit directly in
 * apps/api too, as dist/ does, for the bundle to find the package's files (src/paths.ts).
 */
export async function buildApi(outdir = distDir) {
  if (path.dirname(path.resolve(outdir)) !== apiDir) {
    throw new Error(`the API's bundle must be built into a folder of ${apiDir}: ${outdir}`);
  }
  rmSync(outdir, { recursive: true, force: true });
  return build({
    absWorkingDir: apiDir,
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.13',
    external,
    // CommonJS packages in an ES module bundle still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __nibrasCreateRequire } from 'node:module'; const require = __nibrasCreateRequire(import.meta.url);",
    },
    // Maps beside the bundle for whoever debugs it, but no sourceMappingURL in what ships (issue 31).
    sourcemap: 'external',
    logLevel: 'warning',
    metafile: true,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const result = await buildApi();
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(
    `API built into ${path.relative(process.cwd(), distDir) || '.'} ` +
      `(${(bytes / 1024 / 1024).toFixed(1)} MB with source maps) in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
