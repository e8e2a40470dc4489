import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api). This module sits one level below it both as source
 * (src/paths.ts, run by tsx and Vitest) and in the production bundle (dist/server.js, where
 * esbuild inlines it and `import.meta.url` is the bundle's), so one relative step finds it in
 * both. Files the server reads at run time are found from here, never from a module's own URL.
 */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's root: DATA_DIR and the web app's build are found from it by default. */
export const repoRoot = path.resolve(apiRoot, '../..');
