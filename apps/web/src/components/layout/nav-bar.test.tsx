import type { UserModel } from '@nibras/contracts/auth';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { NavBar } from './nav-bar';

const parent: UserModel = {
  id: '6f1c2b0e-5d4a-4f8e-9c3b-2a1d0e9f8c7b',
  fullName: 'Layla Hassan',
  email: 'layla@example.com',
  phoneNumber: '+971500000000',
  userType: 'Parent',
  preferredLanguage: 'en',
  avatarUrl: null,
};

function renderNav(user: UserModel | null, onLogout = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <NavBar user={user} onLogout={onLogout} />
      <main>
        <a href="/courses">Find a tutor</a>
      </main>
    </MemoryRouter>,
  );
  return { onLogout };
}

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('NavBar, logged out', () => {
  it('links Home, Courses and Contact, with Login and Contact buttons', () => {
    renderNav(null);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getAllByRole('link', { name: 'Contact' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows the name and the tagline in the brand link', () => {
    renderNav(null);
    const brand = screen.getByRole('link', { name: 'Nibras home' });
    expect(brand).toHaveTextContent('Nibras');
    expect(brand).toHaveTextContent('Live 1:1 tutoring that lights the way');
  });
});

describe('NavBar, logged in', () => {
  it('replaces Login with an avatar menu: own dashboard, profile, logout', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderNav(parent);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    const trigger = await screen.findByRole('button', { name: 'Account menu for Layla Hassan' });
    expect(trigger).toHaveTextContent('LH');
    trigger.focus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/parent',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('loads the photo from where the API is served, at the small size of the menu', async () => {
    window.__NIBRAS_CONFIG__ = { apiBaseUrl: 'https://api.nibras.test' };
    try {
      renderNav({ ...parent, avatarUrl: '/api/v1/users/1/avatar?key=k1' });
      const trigger = await screen.findByRole('button', { name: 'Account menu for Layla Hassan' });
      expect(trigger.querySelector('img')).toHaveAttribute(
        'src',
        'https://api.nibras.test/api/v1/users/1/avatar?key=k1&size=small',
      );
    } finally {
      delete window.__NIBRAS_CONFIG__;
    }
  });

  it('leaves the page visible to assistive technology while the menu is open', async () => {
    const user = userEvent.setup();
    renderNav(parent);
    const trigger = await screen.findByRole('button', { name: 'Account menu for Layla Hassan' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');

    expect(
      document.querySelectorAll('[aria-hidden="true"] a, [aria-hidden="true"] button'),
    ).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('NavBar, mobile menu', () => {
  it('opens from its button and closes with Escape, giving focus back to the button', async () => {
    const user = userEvent.setup();
    renderNav(null);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();

    await user.click(open);
    const menu = screen.getByTestId('mobile-menu');
    expect(within(menu).getByRole('link', { name: 'Courses' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(close).toHaveAttribute('aria-controls', menu.id);

    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when one of its links is followed', async () => {
    const user = userEvent.setup();
    renderNav(null);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'Home' }));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  });

  it('lists the account actions in place of Login when logged in', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderNav(parent);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    expect(await within(menu).findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/parent',
    );
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
