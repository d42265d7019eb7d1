import type { Dispatcher } from 'undici';

/** A call's answer: its status and its whole body as text. */
export interface TextAnswer {
  status: number;
  text: string;
}

/**
 * One call on the pool, its body gathered as it arrives. Undici's `request` hands the body over
 * as a stream that is then read to the end; every answer of the resort API is read whole, so the
 * chunks are kept and decoded once instead, which spares a stream per call (four on a home page).
 * A failure before the answer ends (no connection, a timeout, a body cut short) rejects.
 */
export function callForText(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions): Promise<TextAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let status = 0;
    // Undici's handler interface as its pool accepts it (onConnect … onComplete).
    dispatcher.dispatch(options, {
      onConnect() {},
      onHeaders(statusCode) {
        status = statusCode;
        return true;
      },
      onData(chunk) {
        chunks.push(chunk);
        return true;
      },
      onComplete() {
        const body = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
        resolve({ status, text: body.toString('utf8') });
      },
      onError(error) {
        reject(error);
      },
    });
  });
}
