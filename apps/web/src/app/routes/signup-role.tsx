import { useParams } from 'react-router';
import { SignupPage } from '@/features/auth/components/signup-page';

export function Component() {
  const { role } = useParams();
  return <SignupPage role={role} />;
}
