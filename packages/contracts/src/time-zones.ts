/** True for a zone this runtime's time-zone database knows ("Asia/Riyadh"); Intl is the judge. */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone.includes('/') && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
