/** The part of http_ece (Encrypted Content-Encoding, RFC 8188) the push journey uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(
      buffer: Buffer,
      parameters: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
    ): Buffer;
  };
  export default ece;
}
