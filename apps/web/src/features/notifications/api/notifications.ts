import {
  notificationPreferencesSchema,
  pushDevicesSchema,
  type NotificationPreferencesChange,
  type PushSubscriptionInput,
} from '@nibras/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { addPushDevice } from '@/lib/pwa/add-push-device';

const preferencesKey = ['notifications', 'preferences'] as const;
const devicesKey = ['notifications', 'devices'] as const;

/** Which channels each kind of event goes to (the person's choices, else the role's defaults). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async () =>
      notificationPreferencesSchema.parse(
        (await apiRequest<unknown>('/api/v1/notifications/preferences')).data,
      ),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: NotificationPreferencesChange) => {
      const envelope = await apiRequest<unknown>('/api/v1/notifications/preferences', {
        method: 'PUT',
        body: change,
      });
      return { preferences: notificationPreferencesSchema.parse(envelope.data), envelope };
    },
    onSuccess: ({ preferences }) => queryClient.setQueryData(preferencesKey, preferences),
  });
}

/** The person's devices that receive pushes. */
export function usePushDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: async () =>
      pushDevicesSchema.parse((await apiRequest<unknown>('/api/v1/push/devices')).data),
  });
}

export function useAddPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscription: () => Promise<PushSubscriptionInput>) =>
      addPushDevice(await subscription()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; unsubscribeHere?: () => Promise<void> }) => {
      await apiRequest<unknown>(`/api/v1/push/devices/${input.id}`, { method: 'DELETE' });
      await input.unsubscribeHere?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
