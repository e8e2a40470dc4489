/**
 * Where a push renewal (renew-push-key.ts) that the server was not told of yet is remembered:
 * the id of the person it is for. Logging out forgets it with the subscription.
 */
export const unfinishedRenewalKey = 'nibras-push-renewal';
