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
import { readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

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

/** A character outside ASCII (one-byte strings in V8 hold Latin-1 at most; ASCII is simplest). */
const nonAscii = /\P{ASCII}/gu;

/** `text` with every character outside ASCII written as `\uXXXX` escapes (two for a surrogate pair). */
export function escapeNonAscii(text: string): string {
  return text.replace(nonAscii, (char) =>
    char
      .split('')
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join(''),
  );
}

/**
 * V8 keeps a module's whole source as long as the process runs, in one byte a character when
 * every character fits, in two otherwise: one "’" in a dependency's comment doubled the
 * server's 8.8 MB bundle to 17.6 MB of memory (issue 36). esbuild's `charset: 'ascii'` escapes
 * strings and identifiers but leaves regular expression literals as written; this escapes a
 * package's file before esbuild reads it, which means the same in a literal, a string, an
 * identifier or a comment, though not in a template's raw text (String.raw), which no bundled
 * package writes outside ASCII (ics's yup's tiny-case writes "’" in a regular expression). Our own
 * sources write such patterns as strings (messaging/contact-details.ts); assertAsciiBundle
 * fails the build on any that slips through.
 */
const asciiPackages: Plugin = {
  name: 'ascii-packages',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      return text.search(nonAscii) >= 0
        ? { contents: escapeNonAscii(text), loader: 'js' }
        : undefined;
    });
  },
};

/** Throws when a built script holds a character outside ASCII (see asciiPackages). */
export function assertAsciiBundle(
  metafile: Metafile,
  read = (file: string) => readFileSync(file, 'utf8'),
) {
  for (const file of Object.keys(metafile.outputs).filter((output) => output.endsWith('.js'))) {
    const found = read(path.join(apiDir, file)).match(nonAscii);
    if (found) {
      throw new Error(
        `${file} holds characters outside ASCII (${found.slice(0, 5).join(' ')}): write them as escapes`,
      );
    }
  }
}

/**
 * Builds into `outdir` (dist/ by default), emptied first. Another folder must sit directly in
 * apps/api too, as dist/ does, for the bundle to find the package's files (src/paths.ts).
 */
export async function buildApi(outdir = distDir) {
  if (path.dirname(path.resolve(outdir)) !== apiDir) {
    throw new Error(`the API's bundle must be built into a folder of ${apiDir}: ${outdir}`);
  }
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
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
    // Without comments and whitespace, in ASCII: the source V8 keeps for the process's life is
    // 5.9 MB in one byte a character, not 8.8 MB in two (issue 36). Names stay as written, so
    // stack traces and errors read as in development; the map gives their lines.
    minifyWhitespace: true,
    minifySyntax: true,
    charset: 'ascii',
    plugins: [asciiPackages],
    // Licences and notices of the packages bundled, in `<entry>.js.LEGAL.txt` beside each entry.
    legalComments: 'external',
    logLevel: 'warning',
    metafile: true,
  });
  assertAsciiBundle(result.metafile);
  return result;
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
