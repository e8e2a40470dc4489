/**
 * The floor of issue 35's first-load goal, measured in the bench's own run: the bare app of
 * main.tsx built by Vite for production into a temporary folder, served as files, and loaded in
 * the same browser the same way as the app's pages (support/first-load.ts), so that a change of
 * React, the router or i18next moves the floor and the pages together.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser } from '@playwright/test';
import { build } from 'vite';
import { measureFirstLoad, type FirstLoad } from '../../support/first-load';

const floorRoot = path.dirname(fileURLToPath(import.meta.url));
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

export async function measureFloor(browser: Browser): Promise<FirstLoad> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'nibras-floor-'));
  try {
    await build({
      configFile: false,
      root: floorRoot,
      mode: 'production',
      logLevel: 'warn',
      // JSX as apps/web compiles it (the automatic runtime), without its React plugin.
      oxc: { jsx: { runtime: 'automatic' } },
      build: { outDir, emptyOutDir: true },
    });
    // Every address that is no file is the page, as the app's server answers a route.
    const server = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      const file = path.join(outDir, path.normalize(pathname));
      const isAsset = file.startsWith(path.join(outDir, 'assets'));
      try {
        const body = readFileSync(isAsset ? file : path.join(outDir, 'index.html'));
        const type = contentTypes[path.extname(isAsset ? file : '.html')];
        response.writeHead(200, type ? { 'content-type': type } : {}).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await measureFirstLoad(browser, `http://127.0.0.1:${port}/`, 'en', async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nibras');
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
