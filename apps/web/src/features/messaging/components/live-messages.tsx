import { useLiveMessages } from '@/features/messaging/hooks/use-live-messages';

/** Mounted once while someone is logged in: keeps this tab's messages live. */
export function LiveMessages({ renewToken }: { renewToken: () => Promise<boolean> }) {
  useLiveMessages(renewToken);
  return null;
}
