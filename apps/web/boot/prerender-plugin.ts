import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as PrerenderEntry from '../src/prerender/entry';

/**
 * The build's last step (docs/decisions/0020, 0022): once the app is built, builds the server
 * bundle (src/prerender/entry.tsx) for Node with `vite build --ssr`'s settings into
 * <outDir>/ssr/, draws the visitor pages with it in each language into the built index.html,
 * and writes them to <outDir>/prerendered/. The API picks up both: the files, and the bundle
 * that draws /courses and a tutor's profile for each request (the API never serves ssr/).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'nibras-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Within the project, so that the bundle's imports resolve to its node_modules.
      const ssrDir = path.join(outDir, 'ssr');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        // React and the rest bundled in their production builds: the API draws pages with this
        // bundle in development mode too (`npm start`), where React's development build from
        // node_modules drew /courses in 89 ms of CPU instead of about 10.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: 'src/prerender/entry.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
        },
      });
      const entry = (await import(
        pathToFileURL(path.join(ssrDir, 'entry.js')).href
      )) as typeof PrerenderEntry;
      const files = await entry.prerenderAll(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
      rmSync(path.join(outDir, 'prerendered'), { recursive: true, force: true });
      for (const [name, html] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
        writeFileSync(path.join(outDir, name), html);
        config.logger.info(`prerendered ${name} (${Math.round(html.length / 1024)} kB)`);
      }
    },
  };
}
