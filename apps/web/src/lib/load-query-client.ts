/** The app's query client, loaded on demand (lib/query-client-slot.ts says why). */
export async function loadQueryClient() {
  return (await import('./query-client')).queryClient;
}
