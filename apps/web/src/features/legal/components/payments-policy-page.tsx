import { useTranslation } from 'react-i18next';
import { moneyFigures } from '@/lib/money-figures';
import { LegalDocument, type LegalSection } from './legal-document';

const sections: LegalSection[] = [
  { id: 'wallet', link: { to: '/wallet', labelKey: 'payments.links.wallet' } },
  { id: 'hold' },
  { id: 'released' },
  { id: 'charged' },
  { id: 'disputes' },
  { id: 'tutors' },
  { id: 'refunds' },
];

/**
 * /policies/payments: what happens to a family's money and a tutor's pay (decision 0025), with
 * the figures this server is configured with, not figures written into the text.
 */
export function PaymentsPolicyPage() {
  const { t } = useTranslation('legal');
  const { commissionPercent, lateCancelSharePercent, payoutHoldHours } = moneyFigures();
  return (
    <LegalDocument
      page="payments"
      sections={sections}
      values={{
        commission: commissionPercent,
        lateShare: lateCancelSharePercent,
        lateRest: 100 - lateCancelSharePercent,
        // A phrase, so Arabic gets its plural: "48 ساعة", "3 ساعات", "ساعتين".
        holdHours: t('payments.hours', { count: payoutHoldHours }),
      }}
    />
  );
}
