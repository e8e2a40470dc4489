import { z } from 'zod';

/** Roles, as numbers at signup (SPEC.md section 3) and as names in the session. */
export const userTypeNames = ['Student', 'Parent', 'Tutor'] as const;
export type UserTypeName = (typeof userTypeNames)[number];
export const UserTypeCode = { Student: 0, Parent: 1, Tutor: 2 } as const satisfies Record<
  UserTypeName,
  number
>;

export const userModelSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.email(),
  phoneNumber: z.string(),
  userType: z.enum(userTypeNames),
  preferredLanguage: z.enum(['en', 'ar']),
  avatarUrl: z.string().nullable(),
});
export type UserModel = z.infer<typeof userModelSchema>;

export const jwtResultSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiration: z.iso.datetime(),
});
export type JwtResult = z.infer<typeof jwtResultSchema>;

/** Where each role lands after login (SPEC.md section 4). */
export const dashboardPathOf: Record<UserTypeName, string> = {
  Tutor: '/dashboard/tutor',
  Parent: '/dashboard/parent',
  Student: '/dashboard/child',
};
