import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The module a thread or child process of the server runs, and Node's flags for it: its
 * TypeScript source beside the caller under tsx and Vitest, run through tsx's loader; or, in
 * the production bundle (decision 0018), where the caller is dist/server.js, the bundled .js
 * beside it, run by plain Node with no loader (tens of megabytes less per thread).
 *
 * The loader is given to each one by name: a Vitest worker runs without tsx itself, so the
 * thread could not inherit it. Node 22.12+ applies it to worker threads (Node 20 did not, which
 * kept these modules JavaScript until decision 0028).
 *
 * `name` is the module's file name without its extension, as the bundle names its entry
 * (scripts/build.ts), e.g. `workerModule('./pglite-worker', import.meta.url)`.
 */
export function workerModule(name: string, callerUrl: string): { url: URL; execArgv: string[] } {
  if (new URL(callerUrl).pathname.endsWith('.ts')) {
    return { url: new URL(`${name}.ts`, callerUrl), execArgv: ['--import', tsxLoader()] };
  }
  return { url: new URL(`${name}.js`, callerUrl), execArgv: [] };
}

let loader: string | undefined;

/** tsx's loader as a file URL, so it is found whatever folder the process started in. */
function tsxLoader() {
  loader ??= pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return loader;
}
