/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // In `npm run dev` the API runs on its own port; the SPA calls it through this proxy.
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/config.js': `http://localhost:${apiPort}`,
      '/dev': `http://localhost:${apiPort}`,
    },
  },
  build: { sourcemap: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A guard against hangs, above the 10 s that findBy*/waitFor may wait (src/test/setup.ts).
    testTimeout: 30_000,
  },
});
