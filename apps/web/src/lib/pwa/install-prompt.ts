/**
 * Chromium's install prompt (issue 33): offered once, early, as `beforeinstallprompt`; kept
 * here from the entry so the home page's "Install the app" can show it when chosen.
 */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-bar is not shown; the page's button offers it instead.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    for (const listener of listeners) listener();
  });
}

export function installPromptOffered() {
  return offered !== null;
}

export function onInstallPromptChange(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; true when the person installed the app. */
export async function promptInstall() {
  const event = offered;
  if (!event) return false;
  offered = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  for (const listener of listeners) listener();
  return outcome === 'accepted';
}
