import { ConsoleLayout } from '@/features/operator/components/console-layout';

export function Component() {
  return <ConsoleLayout />;
}
