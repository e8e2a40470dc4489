import { directionOf, type Language } from '@nibras/contracts/i18n/languages';
import { textsIn } from '../plugins/i18n';

/** What the outbox stores and sends. */
export type RenderedEmail = { subject: string; text: string; html: string; links: string[] };

/** One block of an email: a paragraph, or a button with its link. */
export type EmailBlock = { paragraph: string } | { action: string; href: string };

/**
 * What people wrote (names, reasons) keeps its own direction inside a sentence of the other
 * language: wrapped in Unicode first-strong isolates, as the web app does with `dir="auto"`.
 */
export function isolated(written: string): string {
  return `\u2068${written}\u2069`;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Every link of an email opens the app in the email's language (the web app reads `lng` before
 * its stored preference), so a reader whose browser is set otherwise still lands on a page that
 * matches what they just read.
 */
function inLanguage(href: string, language: Language): string {
  const url = new URL(href);
  if (!url.searchParams.has('lng')) url.searchParams.set('lng', language);
  return url.toString();
}

/**
 * Wraps blocks in the Nibras layout: an HTML version (inline styles only, as mail clients
 * need, right-to-left for Arabic) and a plain-text one with every link written out.
 */
export function renderEmail(
  language: Language,
  subject: string,
  /** Null where the name was typed by whoever gave the address (the contact form). */
  recipientName: string | null,
  blocks: EmailBlock[],
  /** Why the reader gets this email, when it is not that an account uses the address. */
  footer?: string,
): RenderedEmail {
  const t = textsIn(language, 'emails');
  const brand = t('brand');
  const tagline = t('tagline');
  const why = footer ?? t('footer');
  const dir = directionOf(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  const greeting =
    recipientName === null ? t('greetingWithoutName') : t('greeting', { name: recipientName });
  const linked = blocks.map((block) =>
    'href' in block ? { ...block, href: inLanguage(block.href, language) } : block,
  );
  const links = linked.flatMap((block) => ('href' in block ? [block.href] : []));

  const textBody = linked
    .map((block) => ('href' in block ? `${block.action}:\n${block.href}` : block.paragraph))
    .join('\n\n');
  const text = `${brand} — ${tagline}\n\n${greeting}\n\n${textBody}\n\n--\n${why}\n`;

  const htmlBlocks = linked
    .map((block) =>
      'href' in block
        ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(block.href)}" style="background:#3730a3;color:#ffffff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(block.action)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(block.href)}</p>`
        : `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(block.paragraph)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Tahoma,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px;text-align:${align}" dir="${dir}">
<p style="margin:0;font-size:24px;font-weight:bold;color:#3730a3">${escapeHtml(brand)}</p>
<p style="margin:4px 0 24px;color:#475569">${escapeHtml(tagline)}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(greeting)}</p>
${htmlBlocks}
</div>
<p style="margin:24px 0 0;font-size:12px;color:#475569">${escapeHtml(why)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html, links };
}
