import { dashboardPathOf, type UserModel } from '@nibras/contracts/auth';
import { DropdownMenu } from 'radix-ui';
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 dark:text-slate-100 dark:data-[highlighted]:bg-slate-700 dark:data-[highlighted]:text-white';

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The logged-in avatar menu: Dashboard (the user's own), Profile, Logout. */
export function AccountMenu({ user, onLogout }: { user: UserModel; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('nav.accountMenu')}
        className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-indigo-700 font-semibold text-white ring-offset-2 hover:ring-2 hover:ring-indigo-400"
      >
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden>{initialsOf(user.fullName)}</span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500 dark:text-slate-300">
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
