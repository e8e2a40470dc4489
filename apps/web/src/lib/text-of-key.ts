/**
 * A text whose key only arrives at run time: a schema's message key, a code the server sent.
 * Every key written in the code is checked by the compiler (src/i18next.d.ts); these cannot be,
 * so they go through this one door. A key that has no text comes back as it is.
 */
export function textOfKey(
  t: (...args: never[]) => unknown,
  key: string,
  options?: { ns?: string; count?: number },
) {
  const untyped = t as unknown as (key: string, options?: object) => string;
  return untyped(key, options);
}
