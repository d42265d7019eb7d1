import Negotiator from 'negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD } from '../http/compress.ts';

/** The encodings a cached answer is kept in, preferred first (as http/compress.ts prefers them). */
const ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ENCODINGS)[number];

/**
 * negotiator 0.6's `encoding` takes the server's order for the encodings a client weighs alike
 * (`gzip, deflate, br`) as a second argument, as `compression` calls it; its published types
 * leave that argument out.
 */
interface EncodingNegotiator {
  encoding(available: readonly string[], preferred: readonly string[]): string | undefined;
}

// Copied out of zlib's buffer into one of their own: a Response body takes a plain ArrayBuffer view.
const encoders: Record<AnswerEncoding, (body: string) => Uint8Array<ArrayBuffer>> = {
  br: (body) => Uint8Array.from(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })),
  gzip: (body) => Uint8Array.from(gzipSync(body)),
};

/**
 * One cached answer's compressed forms: brotli or gzip as the client's `Accept-Encoding` prefers,
 * each compressed on the first hit that asks for it and kept for every later one. The same
 * settings as the compressor of answers written per request, so a hit and a miss arrive alike.
 */
export class EncodedAnswer {
  private readonly forms = new Map<AnswerEncoding, Uint8Array<ArrayBuffer>>();
  /** Under the compressor's threshold an answer goes as it is, to every client. */
  private readonly compressible: boolean;

  constructor(private readonly body: string) {
    this.compressible = Buffer.byteLength(body) >= COMPRESS_THRESHOLD;
  }

  /** The form to send for this `Accept-Encoding`; null to send the answer as it is. */
  for(acceptEncoding: string | null): { encoding: AnswerEncoding; bytes: Uint8Array<ArrayBuffer> } | null {
    if (!acceptEncoding || !this.compressible) return null;
    const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as EncodingNegotiator;
    const preferred = negotiator.encoding(ENCODINGS, ENCODINGS);
    const encoding = ENCODINGS.find((name) => name === preferred);
    if (!encoding) return null;
    let bytes = this.forms.get(encoding);
    if (!bytes) this.forms.set(encoding, (bytes = encoders[encoding](this.body)));
    return { encoding, bytes };
  }
}
