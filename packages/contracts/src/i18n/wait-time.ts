/**
 * The 429's wait in words, said today by the API's rate limits (the web app shows the server's
 * message), kept beside the shared texts it reads. Contracts read no texts themselves: the
 * caller passes the `t` of its i18next instance for the shared namespace (the API's, in
 * apps/api/src/plugins/i18n.ts), which picks the plural form and fills the slots.
 */

/** The part of an i18next `t` (TFunction) of the shared namespace that the wait is said with. */
export type RetryT = {
  (key: 'retry.second' | 'retry.minute' | 'retry.hour', options: { count: number }): string;
  (key: 'retry.tryAgainIn', options: { time: string }): string;
};

/** A wait in words ("15 minutes"): seconds under a minute, minutes under an hour, else hours, rounded up. */
export function waitInWords(t: RetryT, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return t('retry.second', { count: whole });
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return t('retry.minute', { count: minutes });
  return t('retry.hour', { count: Math.ceil(minutes / 60) });
}

/** The 429 message with the real wait: "Too many attempts. Please try again in 15 minutes." */
export function rateLimitedMessage(t: RetryT, retryAfterSeconds: number): string {
  return t('retry.tryAgainIn', { time: waitInWords(t, retryAfterSeconds) });
}
