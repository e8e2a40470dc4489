/**
 * Reads an iCalendar file the way a calendar does (RFC 5545 3.1: unfold, then NAME;PARAMS:VALUE
 * per line), for tests: the first value of each property name.
 */
export function calendarProperties(file: string): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const line of file.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    const match = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line);
    if (match?.[1] && !(match[1] in properties)) properties[match[1]] = match[2] ?? '';
  }
  return properties;
}
