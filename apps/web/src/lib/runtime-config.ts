type RuntimeConfig = { apiBaseUrl: string; environment: string };

declare global {
  interface Window {
    __NIBRAS_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** Read from /config.js, which the server writes at run time; same origin by default. */
export function runtimeConfig(): RuntimeConfig {
  const fromServer = typeof window === 'undefined' ? undefined : window.__NIBRAS_CONFIG__;
  return {
    apiBaseUrl: fromServer?.apiBaseUrl ?? '',
    environment: fromServer?.environment ?? 'development',
  };
}
