/**
 * An hourly price prorated to a session's length and rounded to the cent, as the API prices a
 * booking: "25.00" for 45 minutes is "18.75". In cents, so no binary fraction creeps in.
 */
export function proratedPrice(hourlyPrice: string, minutes: number): string {
  const [whole = '0', fraction = ''] = hourlyPrice.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const prorated = Math.round((cents * minutes) / 60);
  return `${Math.floor(prorated / 100)}.${String(prorated % 100).padStart(2, '0')}`;
}
