import type { UserModel } from '@nibras/contracts/auth';
import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountMenu } from './account-menu';
import { BrandLogo } from './brand-logo';
import { LanguageToggle, ThemeToggle } from './preference-toggles';

const links = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/courses', key: 'nav.courses', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'text-indigo-800 dark:text-amber-300'
      : 'text-slate-700 hover:text-indigo-800 dark:text-slate-200 dark:hover:text-amber-300'
  }`;

const primaryButton =
  'inline-flex h-10 items-center rounded-full bg-indigo-700 px-5 text-sm font-semibold text-white hover:bg-indigo-800 dark:bg-amber-400 dark:text-slate-900 dark:hover:bg-amber-300';
const secondaryButton =
  'inline-flex h-10 items-center rounded-full border border-indigo-700 px-5 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-slate-800';

type NavBarProps = { user: UserModel | null; onLogout: () => void };

/** Top navigation on every page (SPEC.md section 2). */
export function NavBar({ user, onLogout }: NavBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so moving to another page closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const menuId = useId();

  const accountActions = user ? (
    <AccountMenu user={user} onLogout={onLogout} />
  ) : (
    <>
      <Link to="/login" className={primaryButton}>
        {t('nav.login')}
      </Link>
      <Link to="/contact" className={secondaryButton}>
        {t('nav.contact')}
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t('nav.skipToContent')}
      </a>
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6"
      >
        <BrandLogo />
        <ul className="ms-6 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ms-auto flex items-center gap-2">
          <LanguageToggle />
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">{accountActions}</div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-100 dark:hover:bg-slate-800"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpenedAt(menuOpen ? null : pathname)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden />
            ) : (
              <Menu className="size-6" aria-hidden />
            )}
          </button>
        </div>
      </nav>
      {menuOpen && (
        <div
          id={menuId}
          data-testid="mobile-menu"
          className="animate-menu-fade border-t border-slate-200 px-4 pb-4 md:hidden dark:border-slate-800"
        >
          <ul className="flex flex-col py-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={(state) => `block ${linkClass(state)}`}
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-2">{accountActions}</div>
        </div>
      )}
    </header>
  );
}
