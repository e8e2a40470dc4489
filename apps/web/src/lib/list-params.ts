import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A server-paged list's page, order and filters, kept in the address so that a reload, a link
 * or the back button shows the same rows. Any change but the page itself goes back to page 1.
 */
export function useListParams<Defaults extends Record<string, string>>(defaults: Defaults) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The defaults are a literal of the calling page: their content, not their identity, counts.
  const defaultsKey = JSON.stringify(defaults);
  const params = useMemo(() => {
    const defaults = JSON.parse(defaultsKey) as Defaults;
    const read: Record<string, string> = { ...defaults };
    for (const key of Object.keys(defaults)) {
      const value = searchParams.get(key);
      if (value !== null) read[key] = value;
    }
    return read as { [Key in keyof Defaults]: string };
  }, [searchParams, defaultsKey]);

  const change = useCallback(
    (changes: Partial<Record<keyof Defaults | 'page', string>>) => {
      const defaults = JSON.parse(defaultsKey) as Defaults;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            // An empty value stays when the default is not empty: it asks for "all".
            if (value === undefined || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, defaultsKey],
  );

  /** The parameters as the API's query string, without those left at their default. */
  const query = useMemo(() => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
    return search.toString();
  }, [params]);

  return { params, change, query };
}
