import type { Language } from '@nibras/contracts/i18n/languages';
import { amountOf } from '@nibras/contracts/money';
import { escapeHtml } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';

export type CheckoutPageTopUp = {
  id: string;
  amountMinor: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
};

/** "$25.00" in English; in Arabic with Latin digits, as the web app writes money. */
function moneyText(minor: number, currency: string, language: Language) {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : language, {
    style: 'currency',
    currency,
  }).format(Number(amountOf(minor)));
}

const button = (id: string, action: string, language: Language, label: string, primary = false) =>
  `<form method="post" action="/dev/checkout/${id}/${action}"><input type="hidden" name="lang" value="${language}"><button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;

/**
 * The development checkout, server-rendered without scripts (the app's CSP allows none inline):
 * plain forms post to this server, which signs a webhook to the real route and redirects.
 */
export function checkoutPage(
  topUp: CheckoutPageTopUp,
  options: { language: Language; step: 'choose' | 'secure'; backUrl: string },
): string {
  const { language } = options;
  const t = textsIn(language, 'dev-checkout');
  const amount = `<p>${escapeHtml(t('amount'))}: <strong data-amount>${escapeHtml(moneyText(topUp.amountMinor, topUp.currency, language))}</strong></p>`;
  let body: string;
  if (topUp.status !== 'pending') {
    body = `<p>${escapeHtml(t(topUp.status))}</p><p><a href="${escapeHtml(options.backUrl)}">${escapeHtml(t('back'))}</a></p>`;
  } else if (options.step === 'secure') {
    body = `<h2>${escapeHtml(t('secureTitle'))}</h2><p>${escapeHtml(t('secureText'))}</p>${amount}<div class="actions">${button(topUp.id, 'pay', language, t('confirm'), true)}${button(topUp.id, 'decline', language, t('decline'))}</div>`;
  } else {
    body = `${amount}<div class="actions">${button(topUp.id, 'pay', language, t('pay'), true)}${button(topUp.id, 'decline', language, t('decline'))}${button(topUp.id, 'secure', language, t('secure'))}</div>`;
  }
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('title'))}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a;background:#f8fafc}
main{background:#fff;border:1px solid #cbd5e1;border-radius:.75rem;padding:1.5rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #3730a3;background:#fff;color:#3730a3;cursor:pointer}
button.primary{background:#3730a3;color:#fff}p.notice{color:#475569;font-size:.9rem}a{color:#3730a3}
</style></head>
<body><main><h1>${escapeHtml(t('title'))}</h1>
<p class="notice">${escapeHtml(t('notice'))}</p>
${body}
</main></body>
</html>
`;
}
