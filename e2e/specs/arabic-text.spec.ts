import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { visitWith } from '../support/preferences';

/**
 * Arabic that reads as Arabic (issue 30): a line that mixes Arabic and a name in Latin letters.
 * The line is the app's list of a conversation's people as formatList writes it
 * (packages/contracts/src/i18n/list-format.ts): each name isolated, and a no-break space after
 * the "و" before a Latin name. Drawn with the app's own style sheet and fonts, it is checked by
 * what does not depend on pixels (which face drew each glyph, whether the "و" touches the name)
 * and by a screenshot compared with a tolerance.
 */
const mixedLine =
  'في هذه المحادثة: \u2068Sara Ali\u2069 (وليّ أمر) و\u00a0\u2068Mona Test\u2069 (معلّم)';

/** Puts the line on the page, as a paragraph of its own styles, outside what React draws. */
async function showLine(page: Page, text: string, id = 'mixed-line') {
  await page.evaluate(
    ({ line, id }) => {
      const paragraph = document.createElement('p');
      paragraph.id = id;
      paragraph.className = 'text-lg';
      paragraph.style.width = 'max-content';
      paragraph.style.padding = '4px';
      paragraph.textContent = line;
      document.body.prepend(paragraph);
    },
    { line: text, id },
  );
  // Each subset of a face loads when a glyph first needs it.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  return page.locator(`#${id}`);
}

/** The faces Chromium drew an element's text with (DevTools protocol), by family. */
async function facesOf(page: Page, selector: string) {
  let faces: string[] = [];
  // A node id is good until the document changes under the protocol (the page still settling
  // after its first paint): CI once got "Could not find node with given id". Read until one
  // read holds.
  await expect(async () => {
    const client = await page.context().newCDPSession(page);
    try {
      await client.send('DOM.enable');
      await client.send('CSS.enable');
      const { root } = await client.send('DOM.getDocument');
      const { nodeId } = await client.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector,
      });
      const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
      faces = fonts.map((font) => font.familyName);
    } finally {
      await client.detach();
    }
  }).toPass();
  return faces;
}

/** The gap, in pixels, between the "و" and the name after it (which is drawn to its left). */
function gapBeforeName(page: Page, id = 'mixed-line') {
  return page.evaluate((id) => {
    const text = document.getElementById(id)?.firstChild;
    if (!text?.textContent) throw new Error('no line');
    const rectOf = (start: number, length: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + length);
      return range.getBoundingClientRect();
    };
    const name = text.textContent.indexOf('Mona Test');
    const waw = text.textContent.lastIndexOf('و', name);
    return rectOf(waw, 1).left - rectOf(name, 'Mona Test'.length).right;
  }, id);
}

test.describe('a line of Arabic with Latin names', () => {
  test.use({ viewport: { width: 900, height: 600 } });

  test('every glyph of an Arabic page is drawn by the Arabic face, and "و" stands apart from a Latin name', async ({
    page,
  }) => {
    await visitWith(page, '/login', { language: 'ar', theme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const line = await showLine(page, mixedLine);
    await expect(line).toBeVisible();

    // Arabic letters and the Latin names alike: Cairo, never a Latin or a system face.
    const faces = await facesOf(page, '#mixed-line');
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toMatch(/^Cairo/);
    for (const face of await facesOf(page, 'h1')) expect(face).toMatch(/^Cairo/);

    // Written onto the name, the "و" touched its last letter ("Mona Testو" read "Mona Testg").
    expect(await gapBeforeName(page)).toBeGreaterThan(2);
    await showLine(page, mixedLine.replace('و\u00a0', 'و'), 'as-before');
    expect(await gapBeforeName(page, 'as-before')).toBeLessThan(1);
    await page.locator('#as-before').evaluate((paragraph) => paragraph.remove());

    await expect(line).toHaveScreenshot('mixed-arabic-latin-line.png', {
      maxDiffPixelRatio: 0.02,
    });
  });

  test('on an English page, Arabic letters are drawn by the Arabic face too', async ({ page }) => {
    await visitWith(page, '/login', { language: 'en', theme: 'light' });
    await showLine(page, 'With \u2068Mona Test\u2069 and \u2068منى\u2069');
    const faces = await facesOf(page, '#mixed-line');
    expect(faces.some((face) => /^Cairo/.test(face))).toBe(true);
    for (const face of faces) expect(face).toMatch(/^(Inter|Cairo)/);
  });
});
