/**
 * The push services browsers subscribe with: Chromium browsers (Chrome, Edge, Samsung Internet,
 * Opera) use Firebase Cloud Messaging, Firefox Mozilla's autopush, Safari Apple's, and Edge of
 * old Windows' notification service. The server posts to whatever endpoint a person gives, so in
 * production only these hosts are taken: an endpoint on this network (a database, a cloud's
 * metadata address) would otherwise be a door for a server-side request forgery.
 */
const pushServiceDomains = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** Whether the server may post pushes to this endpoint: https on a known push service. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return pushServiceDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
