/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPlugin } from './boot/boot-plugin';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), bootPlugin()],
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
    sourcemap: true,
    rolldownOptions: {
      // The contracts build zod schemas at the top of each module; calls to zod have no side
      // effects, so a page that imports a constant from a contract does not get every schema
      // of it, and zod itself, with it (issue 12).
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A guard against hangs, above the 10 s that findBy*/waitFor may wait (src/test/setup.ts).
    testTimeout: 30_000,
  },
});
