import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads the saved theme when its module loads, so each test loads a fresh copy.
async function loadTheme() {
  vi.resetModules();
  return import('./theme');
}

let stopSync: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.body.className = '';
});
afterEach(() => stopSync?.());

describe('theme store', () => {
  it('starts light when nothing is saved', async () => {
    const { useThemeStore } = await loadTheme();
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('starts from the theme saved under preferredTheme', async () => {
    localStorage.setItem('preferredTheme', 'dark');
    const { useThemeStore } = await loadTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
  });

  it('starts light when the saved value is not a theme', async () => {
    localStorage.setItem('preferredTheme', 'sepia');
    const { useThemeStore } = await loadTheme();
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('toggles between light and dark', async () => {
    const { useThemeStore } = await loadTheme();
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('sets light or dark and ignores any other value', async () => {
    const { useThemeStore } = await loadTheme();
    useThemeStore.getState().setTheme('dark');
    expect(useThemeStore.getState().theme).toBe('dark');
    useThemeStore.getState().setTheme('blue');
    useThemeStore.getState().setTheme('');
    expect(useThemeStore.getState().theme).toBe('dark');
    useThemeStore.getState().setTheme('light');
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('marks the root and the body in dark mode and clears both in light mode', async () => {
    const { useThemeStore, startThemeSync } = await loadTheme();
    stopSync = startThemeSync();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(document.body).not.toHaveClass('dark');

    useThemeStore.getState().setTheme('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.body).toHaveClass('dark');

    useThemeStore.getState().setTheme('light');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(document.body).not.toHaveClass('dark');
  });

  it('applies a saved dark theme as soon as syncing starts', async () => {
    localStorage.setItem('preferredTheme', 'dark');
    const { startThemeSync } = await loadTheme();
    stopSync = startThemeSync();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.body).toHaveClass('dark');
  });

  it('saves each change under preferredTheme', async () => {
    const { useThemeStore, startThemeSync } = await loadTheme();
    stopSync = startThemeSync();
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem('preferredTheme')).toBe('dark');
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem('preferredTheme')).toBe('light');
  });
});
