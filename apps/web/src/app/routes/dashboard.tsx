import { dashboardPathOf } from '@nibras/contracts/roles';
import { Navigate } from 'react-router';
import { useSession } from '@/lib/session';

/**
 * /dashboard, the installed app's shortcut (issue 33, boot/manifest-plugin.ts): each person's
 * own dashboard, whatever their role. Inside the signed-in area, so a visitor logs in first.
 */
export function Component() {
  const userType = useSession((state) => state.userModel?.userType);
  return userType ? <Navigate to={dashboardPathOf[userType]} replace /> : null;
}
