import { PeoplePage } from '@/features/operator/people/components/people-page';

export function Component() {
  return <PeoplePage />;
}
