/**
 * Prints what the home page downloads on a first visit: every script, style sheet and font,
 * with its size as sent compressed (brotli/gzip from the server) and gzipped for comparison.
 * Run after a build: `npm run build && npm run bench:first-load -w @nibras/e2e`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = 4390;
const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/ready`)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not start');
}

type Row = { kind: string; file: string; sent: number; gzip: number };

async function measure(url: string, language: 'en' | 'ar') {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const context = await browser.newContext();
  await context.addInitScript((lng) => localStorage.setItem('preferredLanguage', lng), language);
  const page = await context.newPage();
  const rows: Row[] = [];
  page.on('response', async (response) => {
    const kind = response.request().resourceType();
    if (!['script', 'stylesheet', 'font'].includes(kind)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const sizes = await response.request().sizes();
    rows.push({
      kind,
      file: new URL(response.url()).pathname,
      sent: sizes.responseBodySize,
      gzip: kind === 'font' ? body.length : gzipSync(body).length,
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  await waitForServer();
  for (const language of ['en', 'ar'] as const) {
    const rows = await measure(`http://localhost:${port}/`, language);
    console.log(`\nHome page, first load, ${language}:`);
    for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${row.kind.padEnd(10)} ${kb(row.sent).padStart(9)} sent ${kb(row.gzip).padStart(9)} gzip  ${row.file}`,
      );
    }
    for (const kind of ['script', 'stylesheet', 'font']) {
      const ofKind = rows.filter((row) => row.kind === kind);
      const sent = ofKind.reduce((sum, row) => sum + row.sent, 0);
      const gzip = ofKind.reduce((sum, row) => sum + row.gzip, 0);
      console.log(
        `  total ${kind}: ${ofKind.length} files, ${kb(gzip)} gzipped, ${kb(sent)} as sent`,
      );
    }
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
