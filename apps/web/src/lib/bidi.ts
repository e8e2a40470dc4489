/**
 * Wraps text of unknown direction (a person's name, an email) in a first-strong isolate, so that
 * inside a sentence it neither turns the sentence around nor is reordered by it.
 */
export function isolate(text: string) {
  return `\u2068${text}\u2069`;
}
