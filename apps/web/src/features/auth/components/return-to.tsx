import { isSafeReturnPath } from '@nibras/contracts/booking';
import { Navigate } from 'react-router';

/**
 * Follows a return path that stays inside the app, else goes to `fallback`. Loaded only when a
 * logged-in user arrives with `?next=`, so the schema library stays off every first visit.
 */
export function ReturnTo({ next, fallback }: { next: string; fallback: string }) {
  return <Navigate to={isSafeReturnPath(next) ? next : fallback} replace />;
}
