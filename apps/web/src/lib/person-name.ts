import { deletedAccountName } from '@nibras/contracts/deleted-account';
import { useTranslation } from 'react-i18next';

/**
 * A person's name as pages show it: a deleted account's placeholder becomes "Deleted account"
 * in the reader's language, so a past booking or a review never names nobody.
 */
export function usePersonName() {
  const { t } = useTranslation('common');
  return (name: string) => (name === deletedAccountName ? t('deletedAccount') : name);
}
