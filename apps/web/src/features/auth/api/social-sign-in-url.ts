import type { SocialProvider } from '@nibras/contracts/social-providers';
import { runtimeConfig } from '@/lib/runtime-config';

/*
 * Apart from the calls of social-sign-in.ts, which bring the signup's schemas: the sign-in
 * screen needs only where its buttons lead.
 */

/** Where a provider's button leads: the API, which sends the browser on to the provider. */
export function socialSignInUrl(provider: SocialProvider, next: string | null) {
  const query = next ? `?${new URLSearchParams({ next })}` : '';
  return `${runtimeConfig().apiBaseUrl}/api/v1/auth/social/${provider}${query}`;
}
