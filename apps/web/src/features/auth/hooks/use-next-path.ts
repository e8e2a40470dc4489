import { useSearchParams } from 'react-router';

/**
 * The page to return to after login or signup (`?next=`), e.g. a booking half made. It is
 * passed on from page to page as given and checked with isSafeReturnPath where it is followed.
 */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return params.get('next');
}

/** A link to `path` that carries the return path on: /login?next=%2Fbook-session%3F… */
export function withNext(path: string, next: string | null) {
  return next ? `${path}?${new URLSearchParams({ next })}` : path;
}
