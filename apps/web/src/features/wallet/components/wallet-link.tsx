import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useFormatMoney } from '@/lib/money';
import { useWallet } from '@/lib/wallet/get-wallet';

/**
 * The header's way to /wallet for a family, with what is available, from the small breakpoint up
 * (a phone's header has no room left: a parent finds the wallet in the menu). Nothing while it
 * loads or when the API has no wallet for this login (a child's own login): the header stays calm.
 */
export function WalletLink() {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const wallet = useWallet({ pageSize: 1 });
  if (!wallet.data) return null;
  const balance = money(wallet.data.available, wallet.data.currency);
  return (
    <NavLink
      to="/wallet"
      aria-label={t('header.link', { balance })}
      className={({ isActive }) =>
        `hidden h-10 items-center gap-1.5 sm:inline-flex rounded-full px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-amber-300 ${
          isActive
            ? 'bg-indigo-50 text-indigo-800 dark:bg-slate-800 dark:text-amber-300'
            : 'text-slate-700 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'
        }`
      }
    >
      <Wallet className="size-5" aria-hidden />
      <span className="hidden sm:inline">{balance}</span>
    </NavLink>
  );
}
