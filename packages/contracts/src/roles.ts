/**
 * Roles and where each one lands. Kept free of zod so the navigation and the route guards, which
 * every page loads, do not pull the schema library into the first load.
 */

/** Roles as names in the session; an operator's account is made by `npm run operator`. */
export const userTypeNames = ['Student', 'Parent', 'Tutor', 'Operator'] as const;
export type UserTypeName = (typeof userTypeNames)[number];

/** The roles one may sign up for, as numbers at signup (docs/shared/SPEC.md section 3). */
export const signUpTypeNames = ['Student', 'Parent', 'Tutor'] as const;
export type SignUpTypeName = (typeof signUpTypeNames)[number];
export const UserTypeCode = { Student: 0, Parent: 1, Tutor: 2 } as const satisfies Record<
  SignUpTypeName,
  number
>;

/** Where each role lands after login (docs/shared/SPEC.md section 4). */
export const dashboardPathOf: Record<UserTypeName, string> = {
  Tutor: '/dashboard/tutor',
  Parent: '/dashboard/parent',
  Student: '/dashboard/child',
  Operator: '/operator',
};
