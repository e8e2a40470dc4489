import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShift?: { total: number; shifts: { value: number; sources: string[] }[] };
  }
}

/** The fields of a LayoutShift entry that CLS reads (not in TypeScript's DOM types). */
type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null }[];
};

/**
 * Starts counting layout shifts from the page's first byte: every 'layout-shift' entry (buffered,
 * so none before the observer is missed) that no recent input caused is added up. Call before
 * page.goto; read the sum with `layoutShiftOf`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0, shifts: [] as { value: number; sources: string[] }[] };
    window.__layoutShift = record;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.id ? `#${node.id}` : '';
      const test = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${id}${test ? `[${test}]` : ''} ${node.textContent?.trim().slice(0, 30) ?? ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        record.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page's cumulative layout shift once it has settled: its requests done, its fonts in,
 * no skeleton left on it. The shifts themselves come with it, to say what moved.
 */
export async function layoutShiftOf(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // One more frame, so the observer has been given every shift of the last layout.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  const record = await page.evaluate(() => window.__layoutShift);
  if (!record) throw new Error('recordLayoutShifts was not called before the page opened');
  return record;
}
