import type { UserModel } from '@nibras/contracts/auth';
import { dashboardPathOf } from '@nibras/contracts/roles';
import { DropdownMenu } from 'radix-ui';
import { Bell, LayoutDashboard, LogOut, UserRound, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialsOf, photoSrc } from '@/components/ui/avatar';

// Loaded only once someone is logged in (nav-bar.tsx), so visitors never download the menu
// primitives or the schemas that come with @nibras/contracts/auth.

type AccountProps = { user: UserModel; onLogout: () => void };

// The highlighted item is the focused one: it gets the same ring as every other focused control,
// not only a pale background.
const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 data-[highlighted]:outline-2 data-[highlighted]:outline-solid data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-indigo-600 dark:text-slate-100 dark:data-[highlighted]:bg-slate-700 dark:data-[highlighted]:text-white dark:data-[highlighted]:outline-amber-300';

function Avatar({ user, className }: { user: UserModel; className: string }) {
  return (
    <span
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-700 font-semibold text-white dark:bg-amber-400 dark:text-slate-950 ${className}`}
    >
      {user.avatarUrl ? (
        <img src={photoSrc(user.avatarUrl, 'size-10')} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden>{initialsOf(user.fullName)}</span>
      )}
    </span>
  );
}

/** The logged-in avatar menu of wide screens: Dashboard (the user's own), Profile, Logout. */
export function AccountMenu({ user, onLogout }: AccountProps) {
  const { t } = useTranslation();
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while focus can still
    // leave the menu for it. Focus still moves into the menu and back to the trigger on Escape.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('nav.accountMenu', { name: user.fullName })}
        className="rounded-full ring-indigo-400 ring-offset-2 hover:ring-2 dark:ring-amber-300 dark:ring-offset-slate-950"
      >
        <Avatar user={user} className="size-10" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600 dark:text-slate-300">
            {user.fullName}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={dashboardPathOf[user.userType]}>
              <LayoutDashboard className="size-4" aria-hidden />
              {t('nav.dashboard')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <UserRound className="size-4" aria-hidden />
              {t('nav.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/notifications">
              <Bell className="size-4" aria-hidden />
              {t('nav.notifications')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

/** The same three actions as a plain list, for the mobile menu (no menu inside a menu). */
export function AccountLinks({
  user,
  onLogout,
  onNavigate,
}: AccountProps & { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="border-t border-slate-200 pt-3 dark:border-slate-800">
      <div className="flex items-center gap-3 px-3 pb-2">
        <Avatar user={user} className="size-9 text-sm" />
        <span className="truncate font-semibold text-slate-900 dark:text-white">
          {user.fullName}
        </span>
      </div>
      <ul>
        <li>
          <Link to={dashboardPathOf[user.userType]} className={rowClass} onClick={onNavigate}>
            <LayoutDashboard className="size-5" aria-hidden />
            {t('nav.dashboard')}
          </Link>
        </li>
        <li>
          <Link to="/profile" className={rowClass} onClick={onNavigate}>
            <UserRound className="size-5" aria-hidden />
            {t('nav.profile')}
          </Link>
        </li>
        <li>
          <Link to="/notifications" className={rowClass} onClick={onNavigate}>
            <Bell className="size-5" aria-hidden />
            {t('nav.notifications')}
          </Link>
        </li>
        {user.userType === 'Parent' && (
          <li>
            <Link to="/wallet" className={rowClass} onClick={onNavigate}>
              <Wallet className="size-5" aria-hidden />
              {t('nav.wallet')}
            </Link>
          </li>
        )}
        <li>
          <button type="button" className={rowClass} onClick={onLogout}>
            <LogOut className="size-5 rtl:-scale-x-100" aria-hidden />
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
