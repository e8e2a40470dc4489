import { create } from 'zustand';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
const storageKey = 'preferredTheme';

function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'dark' || value === 'light' ? value : 'light';
  } catch {
    return 'light';
  }
}

/** Dark mode puts data-theme="dark" on the root and class "dark" on the body (docs/shared/SPEC.md section 4). */
export function applyTheme(theme: Theme) {
  const dark = theme === 'dark';
  if (dark) document.documentElement.setAttribute('data-theme', 'dark');
  else document.documentElement.removeAttribute('data-theme');
  document.body.classList.toggle('dark', dark);
  // The installed app's title bar follows (index.html, boot.js; boot/manifest-plugin.ts).
  document
    .querySelector('meta[name=theme-color]')
    ?.setAttribute('content', dark ? brandThemeColours.dark : brandThemeColours.light);
}

/** The title bar's colour of the installed app per theme: the brand's indigo, the dark slate. */
export const brandThemeColours = { light: '#3730a3', dark: '#020617' } as const;

type ThemeState = {
  theme: Theme;
  setTheme: (theme: string) => void;
  toggleTheme: () => void;
};

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: storedTheme(),
  setTheme: (theme) => {
    // Anything but light or dark is ignored (docs/shared/SPEC.md section 4).
    if (theme === 'light' || theme === 'dark') set({ theme });
  },
  toggleTheme: () => set({ theme: get().theme === 'dark' ? 'light' : 'dark' }),
}));

/** Applies the current theme now and on every change, saving each change. */
export function startThemeSync() {
  applyTheme(useThemeStore.getState().theme);
  return useThemeStore.subscribe(({ theme }) => {
    applyTheme(theme);
    try {
      localStorage.setItem(storageKey, theme);
    } catch {
      // Not saved when storage is blocked; the choice still applies to this visit.
    }
  });
}
