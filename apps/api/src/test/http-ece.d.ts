/** The part of http_ece (Mozilla's Encrypted Content-Encoding, RFC 8188) the tests use. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  type Parameters = {
    version: 'aes128gcm';
    privateKey?: ECDH;
    authSecret?: Buffer | string;
    dh?: Buffer | string;
  };
  const ece: {
    decrypt(buffer: Buffer, parameters: Parameters): Buffer;
    encrypt(buffer: Buffer, parameters: Parameters): Buffer;
  };
  export default ece;
}
