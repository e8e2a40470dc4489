import type { AppConfig } from './config';
import { isLoopback } from './plugins/dev-only';

/**
 * The server's first log line: which mode it runs in and who can reach it, so that a demo
 * started on a server (NODE_ENV unset) is noticed at once.
 */
export function startLine(config: AppConfig): string {
  const address = `${config.host}:${config.port}`;
  if (!config.devTools) return `production mode, listening on ${address}`;
  const mode = config.env === 'test' ? 'test mode' : 'demo mode';
  const reach = isLoopback(config.host)
    ? `listening on ${config.host} only`
    : `listening on ${address} (demo accounts reachable from the network; set NODE_ENV=production for a real server)`;
  return `${mode}, ${reach}, mailbox at ${config.appUrl}/dev/mailbox (this machine only)`;
}
