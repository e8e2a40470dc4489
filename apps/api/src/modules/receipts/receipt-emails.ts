import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import type { Receipt } from '@nibras/contracts/wallet';
import type { DbExecutor } from '../../db/client';
import { isolated, renderEmail, type EmailBlock } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { enqueueEmail } from '../mail/outbox';

/** The issuer named on every receipt: the platform that took or gave back the money. */
export const platformName = 'Nibras';

type Reader = { fullName: string; email: string; preferredLanguage: string; timeZone: string };

/** Western digits in Arabic too, as the web app writes numbers and amounts. */
const localeOf = (language: Language) => (language === 'ar' ? 'ar-u-nu-latn' : 'en');

function timeText(at: Date, language: Language, timeZone: string) {
  try {
    return new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone,
    }).format(at);
  } catch {
    // A zone the runtime does not know: the instant in UTC rather than no receipt.
    return new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(at);
  }
}

/** The receipt's lines in the reader's language: the same as its page in the web app. */
export function receiptBlocks(receipt: Receipt, reader: Reader, language: Language): EmailBlock[] {
  const t = textsIn(language, 'receipt-emails');
  const money = (amount: string) => isolated(`${amount} ${receipt.currency}`);
  // The platform's own name is written in the reader's language; people's names as written.
  const issuer =
    receipt.parties.issuer.name === platformName
      ? textsIn(language, 'emails')('brand')
      : isolated(receipt.parties.issuer.name);
  const session = receipt.lines[0]?.booking;
  return [
    { paragraph: t('number', { number: isolated(receipt.number) }) },
    {
      paragraph: t('date', {
        date: timeText(new Date(receipt.issuedAt), language, reader.timeZone),
      }),
    },
    { paragraph: t('item', { kind: t(`kind.${receipt.kind}`) }) },
    ...(session
      ? [
          {
            paragraph: t('session', {
              subject: language === 'ar' ? session.subjectAr : session.subjectEn,
              time: timeText(new Date(session.start), language, reader.timeZone),
            }),
          },
        ]
      : []),
    { paragraph: t('issuer', { name: issuer }) },
    { paragraph: t('customer', { name: isolated(receipt.parties.customer.name) }) },
    ...(receipt.parties.tutor
      ? [{ paragraph: t('tutor', { name: isolated(receipt.parties.tutor.name) }) }]
      : []),
    { paragraph: t('net', { amount: money(receipt.net) }) },
    { paragraph: t('vat', { rate: receipt.vatRatePercent, amount: money(receipt.vat) }) },
    { paragraph: t('total', { amount: money(receipt.amount) }) },
  ];
}

/** Queues the receipt to the wallet's owner, in their language, with a link to its page. */
export function queueReceiptEmail(
  tx: DbExecutor,
  input: { receipt: Receipt; to: Reader; appUrl: string },
) {
  const { receipt, to } = input;
  const language: Language = isLanguage(to.preferredLanguage) ? to.preferredLanguage : 'en';
  const t = textsIn(language, 'receipt-emails');
  const href = new URL(`/wallet/receipts/${receipt.id}`, `${input.appUrl}/`).toString();
  return enqueueEmail(
    tx,
    to.email,
    renderEmail(language, t('subject', { number: receipt.number }), to.fullName, [
      { paragraph: t('intro') },
      ...receiptBlocks(receipt, to, language),
      { action: t('action'), href },
    ]),
  );
}
