/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootPlugin } from './boot/boot-plugin.ts';
import { manifestPlugin } from './boot/manifest-plugin.ts';
import { prerenderPlugin } from './boot/prerender-plugin.ts';

const apiPort = process.env.PORT ?? '3000';

/**
 * The service worker (issue 33, docs/decisions/0031): src/sw.ts, built by vite-plugin-pwa with
 * Workbox's precache list of the app shell, every page's code, both languages' texts and the
 * first screens' fonts. The page registers it after its first load (src/lib/pwa/register.ts);
 * the manifests are boot/manifest-plugin.ts's, one per language.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: [
        '*.{html,js,svg,png,ico,webmanifest}',
        'assets/*.{js,css}',
        // The home page's drawings (src/features/home/illustrations.svg): offline, the home
        // page the app draws keeps them.
        'assets/*.svg',
        'assets/{inter-latin,cairo-arabic,cairo-latin}-wght-normal-*.woff2',
      ],
      // The server's page-drawing bundle and the pages drawn at build time are not the
      // shell: offline, every page is drawn by the app from index.html.
      globIgnores: ['ssr/**', 'prerendered/**', 'sw.js'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    bootPlugin(),
    prerenderPlugin(),
    ...(isSsrBuild ? [] : [manifestPlugin(), serviceWorker()]),
  ],
  // `@/` is apps/web/src, as tsconfig.json's paths say (one place for both).
  resolve: { tsconfigPaths: true },
  // The prerender bundle (boot/prerender-plugin.ts) runs in Node, where the contracts' .ts
  // sources cannot be imported: they are bundled into it; other packages are Node's own.
  ssr: { noExternal: ['@nibras/contracts'] },
  server: {
    port: 5173,
    // In `npm run dev` the API runs on its own port; the SPA calls it through this proxy.
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/config.js': `http://localhost:${apiPort}`,
      '/dev': `http://localhost:${apiPort}`,
    },
  },
  build: {
    // Maps are written for analysis, but the bundles name none (no sourceMappingURL, issue 31).
    sourcemap: 'hidden',
    // No list of each lazy chunk's own imports in the code that loads it: the entry carried
    // them for every page (235 file names, 5 kB of the home page's first load, issue 35). A
    // page's imports are then asked for once its chunk arrives; the first screens get theirs
    // from boot.js at once, and the service worker has every file after the first load.
    // Style sheets stay listed: the preload is what loads a lazy chunk's CSS.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      // The contracts build zod schemas at the top of each module; calls to zod have no side
      // effects, so a page that imports a constant from a contract does not get every schema
      // of it, and zod itself, with it (issue 12).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Texts are named by language (en-home-….js, ar-shared-….js): the web budget checks that
        // a page fetches its own language's only.
        chunkFileNames(chunk) {
          const id = chunk.facadeModuleId ?? '';
          const locale = /locales\/(\w+)\/([\w-]+)\.json$/.exec(id);
          if (locale) return `assets/${locale[1]}-${locale[2]}-[hash].js`;
          const shared = /contracts\/src\/i18n\/(\w+)\.ts$/.exec(id);
          if (shared) return `assets/${shared[1]}-shared-[hash].js`;
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A worker keeps its page (jsdom) and the modules it loaded from one file to the next: a
    // page and the setup file per file cost as much CPU as the tests themselves. The setup file
    // gives each file a fresh tab's state (src/test/setup.ts).
    isolate: false,
    // A guard against hangs, above the 30 s that findBy*/waitFor may wait (src/test/setup.ts).
    testTimeout: 120_000,
  },
}));
