import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type * as client from 'openid-client';
import type { AppleSigningKey } from '../../social-provider-config';

/** Apple accepts secrets of up to six months; ours are made per token request, so minutes do. */
const secretLifetimeSeconds = 5 * 60;

/**
 * Apple's client secret: a JWT signed (ES256) with the team's private key, naming the team
 * (`iss`), the Services ID (`sub`) and Apple (`aud`, its issuer).
 */
export async function appleClientSecret(
  key: AppleSigningKey,
  input: { clientId: string; audience: string; now?: Date },
): Promise<string> {
  const issuedAt = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(input.clientId)
    .setAudience(input.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + secretLifetimeSeconds)
    .sign(createPrivateKey(key.privateKey));
}

/**
 * client_secret_post with a fresh Apple secret each time. oauth4webapi awaits the client
 * authentication, although openid-client's type says it returns nothing.
 */
export function appleClientAuthentication(
  key: AppleSigningKey,
  audience: string,
): client.ClientAuth {
  return async (_server, clientMetadata, body) => {
    body.set('client_id', clientMetadata.client_id);
    body.set(
      'client_secret',
      await appleClientSecret(key, { clientId: clientMetadata.client_id, audience }),
    );
  };
}
