import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentLanguage } from '@/lib/i18n';
import { runtimeConfig } from '@/lib/runtime-config';
import { useSession } from '@/lib/session';
import { applyLiveEvent } from '@/features/messaging/api/live-cache';
import { messagingKeys } from '@/features/messaging/api/query-keys';
import { liveStreamPath, runLiveStream } from '@/features/messaging/api/live-stream';

/**
 * Opens the live stream for the logged-in user, once per tab, and keeps the cache in step with it.
 * Hidden tabs stay connected: a message must reach every open tab. `renewToken` is the app's
 * refresh, used when the stream answers 401.
 */
export function useLiveMessages(renewToken: () => Promise<boolean>) {
  const queryClient = useQueryClient();
  const viewerId = useSession((state) => (state.accessToken ? state.userModel?.id : undefined));

  useEffect(() => {
    if (!viewerId) return;
    const controller = new AbortController();
    void runLiveStream({
      url: `${runtimeConfig().apiBaseUrl}${liveStreamPath}`,
      accessToken: () => useSession.getState().accessToken,
      renewToken,
      language: currentLanguage,
      signal: controller.signal,
      onEvent: (event) => applyLiveEvent(queryClient, event, viewerId),
      onOpen: (again) => {
        if (again) void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
      },
    });
    return () => controller.abort();
  }, [viewerId, queryClient, renewToken]);
}
