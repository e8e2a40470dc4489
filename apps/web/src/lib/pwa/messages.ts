/** The message the page sends a waiting service worker when the person chooses "Reload". */
export const skipWaitingMessage = 'nibras:skip-waiting';
