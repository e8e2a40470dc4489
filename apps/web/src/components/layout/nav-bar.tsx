import type { UserModel } from '@nibras/contracts/auth';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { BrandLogo } from './brand-logo';
import { LanguageToggle, ThemeToggle } from './preference-toggles';

const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);
const AccountLinks = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountLinks })),
);

const links = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/courses', key: 'nav.courses', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors lg:px-4 ${
    isActive
      ? 'bg-indigo-50 text-indigo-800 dark:bg-slate-800 dark:text-amber-300'
      : 'text-slate-700 hover:text-indigo-800 dark:text-slate-200 dark:hover:text-amber-300'
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-semibold ${
    isActive
      ? 'bg-indigo-50 text-indigo-800 dark:bg-slate-800 dark:text-amber-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'
  }`;

type NavBarProps = {
  user: UserModel | null;
  onLogout: () => void;
  /** The signed-in user's link to their messages, with its unread badge (features/messaging). */
  messagesLink?: ReactNode;
  /** A family's wallet balance, linking to /wallet (features/wallet). */
  walletLink?: ReactNode;
};

/** Top navigation on every page (docs/shared/SPEC.md section 2). */
export function NavBar({ user, onLogout, messagesLink, walletLink }: NavBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so moving to another page closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const closeMenu = () => setMenuOpenedAt(null);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenedAt(null);
      // Focus would otherwise be lost with the link that held it.
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-slate-200/80 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/90">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t('nav.skipToContent')}
      </a>
      <nav aria-label={t('nav.label')}>
        <Container className="flex h-16 items-center gap-3 lg:h-18">
          <BrandLogo withTagline />
          <ul className="ms-4 hidden items-center gap-1 md:flex lg:ms-8">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="ms-auto flex items-center gap-2">
            {walletLink}
            {messagesLink}
            <LanguageToggle />
            <ThemeToggle />
            <div className="hidden items-center gap-2 md:flex">
              {user ? (
                <Suspense
                  fallback={
                    <span className="size-10 rounded-full bg-slate-200 dark:bg-slate-800" />
                  }
                >
                  <AccountMenu user={user} onLogout={onLogout} />
                </Suspense>
              ) : (
                <>
                  <ButtonLink to="/login">{t('nav.login')}</ButtonLink>
                  <ButtonLink to="/contact" variant="secondary">
                    {t('nav.contact')}
                  </ButtonLink>
                </>
              )}
            </div>
            <button
              ref={menuButton}
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-100 dark:hover:bg-slate-800"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              disabled={!hydrated}
              onClick={() => setMenuOpenedAt(menuOpen ? null : pathname)}
            >
              {menuOpen ? (
                <X className="size-6" aria-hidden />
              ) : (
                <Menu className="size-6" aria-hidden />
              )}
            </button>
          </div>
        </Container>
        {menuOpen && (
          <div
            id={menuId}
            data-testid="mobile-menu"
            className="animate-menu-fade border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
          >
            <Container className="flex flex-col gap-3 py-3">
              <ul>
                {links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.end}
                      className={mobileLinkClass}
                      onClick={closeMenu}
                    >
                      {t(link.key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              {user ? (
                <Suspense fallback={null}>
                  <AccountLinks user={user} onLogout={onLogout} onNavigate={closeMenu} />
                </Suspense>
              ) : (
                <div className="grid grid-cols-2 gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
                  <ButtonLink to="/login" onClick={closeMenu}>
                    {t('nav.login')}
                  </ButtonLink>
                  <ButtonLink to="/contact" variant="secondary" onClick={closeMenu}>
                    {t('nav.contact')}
                  </ButtonLink>
                </div>
              )}
            </Container>
          </div>
        )}
      </nav>
    </header>
  );
}
