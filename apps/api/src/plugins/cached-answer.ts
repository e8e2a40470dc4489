import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { ok } from './envelope';

/** An answer that does not change between deployments, with the ETag of its content. */
export type CachedAnswer<T> = { data: T; etag: string };

/** Data kept as a cached answer, its ETag a hash of its content. */
export function cachedAnswerOf<T>(data: T): CachedAnswer<T> {
  const hash = createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27);
  // Weak: compression changes the bytes on the wire, not the meaning.
  return { data, etag: `W/"${hash}"` };
}

/** The bytes of a cached answer, written once: its JSON and that JSON compressed. */
type WrittenAnswer = { json: string; br: Buffer; gzip: Buffer };

const encodings = ['br', 'gzip'] as const;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/** The client's preferred compression among ours, as @fastify/compress would pick it. */
function encodingFor(header: string | undefined) {
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), [...encodings]);
}

/**
 * Sends cached answers in the envelope, checked against the route's schema, serialized and
 * compressed once each (brotli and gzip at their best, since it happens once) instead of on
 * every request; or 304 Not Modified when the client already holds this version. Browsers
 * and proxies may keep an answer `maxAgeSeconds`, then revalidate it with its ETag.
 */
export function cachedAnswers(schema: ZodType, options: { maxAgeSeconds: number }) {
  const cacheControl = `public, max-age=${options.maxAgeSeconds}`;
  const written = new WeakMap<CachedAnswer<unknown>, WrittenAnswer>();

  function write(answer: CachedAnswer<unknown>): WrittenAnswer {
    let bytes = written.get(answer);
    if (!bytes) {
      const json = JSON.stringify(schema.parse(ok(answer.data)));
      bytes = {
        json,
        br: brotliCompressSync(json, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        gzip: gzipSync(json, { level: constants.Z_BEST_COMPRESSION }),
      };
      written.set(answer, bytes);
    }
    return bytes;
  }

  return function sendCached<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: CachedAnswer<T>,
  ) {
    reply
      .header('etag', answer.etag)
      .header('cache-control', cacheControl)
      // Names are in the request's language: a cache must keep one copy per language and encoding.
      .header('vary', 'accept-language, accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      return reply.code(304).send();
    }
    const bytes = write(answer);
    const encoding = encodingFor(request.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8');
    // A Content-Encoding already set tells @fastify/compress to leave the body alone.
    if (encoding) return reply.header('content-encoding', encoding).send(bytes[encoding]);
    return reply.send(bytes.json);
  };
}
