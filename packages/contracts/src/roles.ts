/**
 * Roles and where each one lands. Kept free of zod so the navigation and the route guards, which
 * every page loads, do not pull the schema library into the first load.
 */

/** Roles, as numbers at signup (SPEC.md section 3) and as names in the session. */
export const userTypeNames = ['Student', 'Parent', 'Tutor'] as const;
export type UserTypeName = (typeof userTypeNames)[number];
export const UserTypeCode = { Student: 0, Parent: 1, Tutor: 2 } as const satisfies Record<
  UserTypeName,
  number
>;

/** Where each role lands after login (SPEC.md section 4). */
export const dashboardPathOf: Record<UserTypeName, string> = {
  Tutor: '/dashboard/tutor',
  Parent: '/dashboard/parent',
  Student: '/dashboard/child',
};
