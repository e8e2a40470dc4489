import { SignupRolePicker } from '@/features/auth/components/signup-role-picker';

export function Component() {
  return <SignupRolePicker />;
}
