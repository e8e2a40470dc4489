/**
 * Every control character: C0 (CR and LF included, a bare CR too), DEL, C1, and the Unicode line
 * and paragraph separators. None belongs in a calendar property or an email header; a lenient
 * reader takes a bare CR for a line end, so a name carrying one could add a property or an event.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlRun = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/gu;

/** A text for one line of a header or a calendar property: each run of controls becomes a space. */
export function oneLine(text: string): string {
  return text.replace(controlRun, ' ');
}

/** True when the text holds a control character (an address must be refused, not repaired). */
export function hasControlCharacter(text: string): boolean {
  return new RegExp(controlRun.source, 'u').test(text);
}
