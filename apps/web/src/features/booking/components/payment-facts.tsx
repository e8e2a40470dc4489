import type { Booking, BookingPayment } from '@nibras/contracts/booking';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '@/lib/money';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { DisputeButton } from './dispute-dialog';
import { mutedClass, textLinkClass } from './styles';

/** Whether the family may still dispute the charge, on the clock the page last checked. */
export function isDisputable(payment: BookingPayment | null, checkedAt: number) {
  return Boolean(payment?.disputableUntil && Date.parse(payment.disputableUntil) > checkedAt);
}

/**
 * A paid session's money: what was held, charged or released (the booking's `payment`), and
 * for the family, while the dispute period lasts, a way to dispute the charge.
 */
export function PaymentFacts({
  booking,
  checkedAt,
  asTutor,
}: {
  booking: Booking;
  checkedAt: number;
  asTutor: boolean;
}) {
  const { t } = useTranslation('booking');
  const money = useFormatMoney();
  const format = useBookingFormat();
  const payment = booking.payment;
  if (!payment) return null;
  const amounts = {
    amount: money(payment.amount, payment.currency),
    charged: money(payment.charged, payment.currency),
  };
  return (
    <section
      aria-labelledby="booking-payment"
      className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h2 id="booking-payment" className="font-semibold text-slate-900 dark:text-white">
        {t('payment.title')}
      </h2>
      <p className="mt-1 text-slate-800 dark:text-slate-100">
        {t(`payment.status.${payment.status}`, amounts)}
      </p>
      {!asTutor && (
        <p className={`${mutedClass} mt-1`}>
          <Link to="/policies/payments" className={textLinkClass}>
            {t('payment.policyLink')}
          </Link>
        </p>
      )}
      {!asTutor && isDisputable(payment, checkedAt) && payment.disputableUntil && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <DisputeButton bookingId={booking.id} until={format.when(payment.disputableUntil)} />
          <span className={mutedClass}>
            {t('payment.dispute.until', { until: format.when(payment.disputableUntil) })}
          </span>
        </div>
      )}
    </section>
  );
}
