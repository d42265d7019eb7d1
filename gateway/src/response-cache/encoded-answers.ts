import Negotiator from 'negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD } from '../http/compress.ts';

/** The encodings a cached answer is kept in, preferred first (as http/compress.ts prefers them). */
const ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ENCODINGS)[number];

/** One cached answer's compressed bytes, by encoding, made on the first hit that asks for each. */
export type EncodedAnswers = Map<AnswerEncoding, Uint8Array<ArrayBuffer>>;

// Copied out of zlib's buffer into one of their own: a Response body takes a plain ArrayBuffer view.
/**
 * negotiator 0.6's `encoding` takes the server's order for the encodings a client weighs alike
 * (`gzip, deflate, br`) as a second argument, as `compression` calls it; its published types
 * leave that argument out.
 */
interface EncodingNegotiator {
  encoding(available: readonly string[], preferred: readonly string[]): string | undefined;
}

const encoders: Record<AnswerEncoding, (body: string) => Uint8Array<ArrayBuffer>> = {
  br: (body) => Uint8Array.from(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })),
  gzip: (body) => Uint8Array.from(gzipSync(body)),
};

/**
 * A cached answer as the client's `Accept-Encoding` prefers it: brotli or gzip, compressed the
 * first time and kept in `kept` for every later hit; null for a client that decodes neither, or an
 * answer small enough to go as it is. The same settings as the compressor of answers written per
 * request, so a hit and a miss arrive alike.
 */
export function encodedAnswer(body: string, kept: EncodedAnswers, acceptEncoding: string | null): { encoding: AnswerEncoding; bytes: Uint8Array<ArrayBuffer> } | null {
  if (!acceptEncoding || Buffer.byteLength(body) < COMPRESS_THRESHOLD) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as EncodingNegotiator;
  const preferred = negotiator.encoding(ENCODINGS, ENCODINGS);
  const encoding = ENCODINGS.find((name) => name === preferred);
  if (!encoding) return null;
  let bytes = kept.get(encoding);
  if (!bytes) kept.set(encoding, (bytes = encoders[encoding](body)));
  return { encoding, bytes };
}
