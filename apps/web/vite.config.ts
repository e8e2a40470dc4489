/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPlugin } from './boot/boot-plugin';
import { prerenderPlugin } from './boot/prerender-plugin';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), bootPlugin(), prerenderPlugin()],
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
});
