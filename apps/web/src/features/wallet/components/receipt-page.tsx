import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { textLinkClass } from '@/components/ui/text-link';
import { errorCodeOf, useErrorText } from '@/lib/error-text';
import { useFormatMoney } from '@/lib/money';
import { usePageTitle } from '@/lib/page-title';
import type { Receipt } from '@nibras/contracts/wallet';
import { useReceipt } from '@/features/wallet/api/get-receipt';
import { mutedClass } from './styles';
import { intlLocale } from '@/lib/intl-locale';

/**
 * /wallet/receipts/:id: one receipt in the reader's language. It prints on its own: the
 * `print:` classes here and the layout's `print:hidden` leave black text on white, no navigation.
 */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('wallet');
  const receipt = useReceipt(id);
  const errorText = useErrorText();
  usePageTitle(receipt.data ? t('receipt.title', { number: receipt.data.number }) : t('title'));
  return (
    <Container className="py-10 print:p-0">
      <Link
        to="/wallet"
        className={`${textLinkClass} inline-flex items-center gap-1 text-sm print:hidden`}
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('receipt.back')}
      </Link>
      <div className="mt-4">
        {receipt.isPending && <LoadingLine label={t('receipt.loading')} />}
        {receipt.isError &&
          (errorCodeOf(receipt.error) === 'receipt_not_found' ? (
            <p role="alert">{errorText(receipt.error)}</p>
          ) : (
            <LoadFailure message={t('receipt.failed')} onRetry={() => void receipt.refetch()} />
          ))}
      </div>
      {receipt.data && <ReceiptSheet receipt={receipt.data} />}
    </Container>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation('wallet');
  const money = useFormatMoney();
  const issued = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'long',
  }).format(new Date(receipt.issuedAt));
  const parties = [
    { term: t('receipt.issuer'), name: receipt.parties.issuer.name },
    { term: t('receipt.customer'), name: receipt.parties.customer.name },
    ...(receipt.parties.tutor
      ? [{ term: t('receipt.tutor'), name: receipt.parties.tutor.name }]
      : []),
  ];
  const lines = [
    { term: t('receipt.net'), value: money(receipt.net, receipt.currency) },
    {
      term: t('receipt.vat', { rate: receipt.vatRatePercent }),
      value: money(receipt.vat, receipt.currency),
    },
  ];
  return (
    <article className="print-plain mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:text-white print:max-w-none print:border-0 print:bg-white print:p-0 print:text-black">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('receipt.title', { number: receipt.number })}</h1>
          <p className={`${mutedClass} print:text-black`}>{t(`kind.${receipt.kind}`)}</p>
        </div>
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {t('receipt.print')}
        </Button>
      </header>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className={`${mutedClass} print:text-black`}>{t('receipt.issuedAt')}</dt>
          <dd className="font-medium">
            <time dateTime={receipt.issuedAt}>{issued}</time>
          </dd>
        </div>
        {parties.map((party) => (
          <div key={party.term}>
            <dt className={`${mutedClass} print:text-black`}>{party.term}</dt>
            <dd className="font-medium">
              <bdi>{party.name}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800 print:divide-black print:border-black">
        {lines.map((line) => (
          <div key={line.term} className="flex justify-between gap-4 py-2">
            <dt>{line.term}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2 text-lg font-bold">
          <dt>{t('receipt.total')}</dt>
          <dd>{money(receipt.amount, receipt.currency)}</dd>
        </div>
      </dl>
    </article>
  );
}
