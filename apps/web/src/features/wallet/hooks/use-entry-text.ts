import type { WalletEntry } from '@nibras/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '@/lib/content-language';

/** What a line of the wallet's history was, in words: "Held for Math with Layla Haddad". */
export function useEntryText() {
  const { t } = useTranslation('wallet');
  const language = useContentLanguage();
  return (entry: WalletEntry) => {
    const booking = entry.booking;
    if (!booking) return t(`entry.${entry.kind}`);
    const about = {
      subject: language === 'ar' ? booking.subjectAr : booking.subjectEn,
      tutor: booking.tutorName,
    };
    return t(`entry.${entry.kind}WithBooking`, about);
  };
}
