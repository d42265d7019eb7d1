import { errorAnswer } from '@estancia/resort-contract';
import { Agent, type Dispatcher, errors as undiciErrors, request } from 'undici';
import type { z } from 'zod';
import type { Logger } from '../logger.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import { UpstreamShapeError, UpstreamStatusError, UpstreamUnavailableError } from './errors.ts';
import { ParsedAnswers } from './parsed-answers.ts';
import { callForText, type TextAnswer } from './text-call.ts';

export interface UpstreamOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Keep-alive connections to the resort API (UPSTREAM_CONNECTIONS); 64 unless told. */
  connections?: number;
  logger: Logger;
  /** Counts each call by method, path template and status (observability/metrics.ts). */
  metrics?: GatewayMetrics;
}

export interface CallOptions {
  /** Bearer token: the public site token for visitors, the session token for a logged-in user. */
  token: string;
}

/** A read's options: its bearer, and whether its answer is public (the same for every visitor). */
export interface ReadOptions extends CallOptions {
  /** Public answers that come back unchanged reuse their last parsed value (parsed-answers.ts). */
  reuseParsed?: boolean;
}

/** A write's options: its bearer, and headers of its own (a signed notification's signature). */
export interface WriteOptions extends CallOptions {
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The HTTP connection to the resort REST API: one keep-alive pool per process, a timeout on every
 * call, answers validated with the contract's zod schemas, and one retry for reads (they are
 * idempotent) when the connection fails.
 */
export class UpstreamClient {
  private readonly agent: Agent;
  private readonly parsedAnswers = new ParsedAnswers();

  constructor(private readonly options: UpstreamOptions) {
    this.agent = new Agent({
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      connections: options.connections ?? 64,
      // The timeout of every call: connecting, waiting for the answer's headers, and any pause in
      // its body are each bounded by the pool, so no call needs a timer and a signal of its own.
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: options.timeoutMs },
    });
  }

  /** GET a path under the API base and parse the answer with `schema`. Retried once: reads are idempotent. */
  async get<S extends z.ZodType>(path: string, schema: S, { token, reuseParsed = false }: ReadOptions): Promise<z.output<S>> {
    const text = await this.withRetry(path, () => this.sendText('GET', path, token));
    if (reuseParsed) return this.parsedAnswers.reuse(path, schema, text, () => this.parse(path, schema, jsonOf(path, text)));
    return this.parse(path, schema, jsonOf(path, text));
  }

  /** POST or PUT a JSON body (or DELETE, without one) and parse the answer with `schema`. Never retried: it may not be idempotent. */
  async write<S extends z.ZodType>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, schema: S, { token, headers }: WriteOptions): Promise<z.output<S>> {
    return this.parse(path, schema, await this.send(method, path, token, body, headers));
  }

  /**
   * GET a path under the API base and hand back the answer as it comes, status, headers and an
   * unread body stream, on the same keep-alive pool: for binary answers (the image service) that
   * are passed on, not parsed. Retried once when the connection fails (nothing was read yet).
   * The caller must consume or destroy the body; `signal` aborts it (the browser went away).
   */
  async open(
    path: string,
    { token, headers = {}, signal }: CallOptions & { headers?: Record<string, string>; signal?: AbortSignal },
  ): Promise<Dispatcher.ResponseData> {
    const url = new URL(path, this.options.baseUrl);
    const call = async () => {
      const started = performance.now();
      try {
        // The agent's headers and body timeouts bound the wait; no overall deadline, so a large
        // body can stream to a slow browser.
        const response = await request(url, {
          method: 'GET',
          dispatcher: this.agent,
          headers: { ...headers, authorization: `Bearer ${token}` },
          signal,
        });
        this.options.logger.debug({ method: 'GET', path, status: response.statusCode, ms: Math.round(performance.now() - started) }, 'upstream');
        this.options.metrics?.upstreamCall('GET', path, response.statusCode, (performance.now() - started) / 1000);
        return response;
      } catch (error) {
        if (signal?.aborted) throw error;
        this.options.metrics?.upstreamCall('GET', path, 'unreachable', (performance.now() - started) / 1000);
        const reason = error instanceof undiciErrors.UndiciError || error instanceof Error ? error.message : String(error);
        throw new UpstreamUnavailableError(`resort API unreachable for ${path}: ${reason}`, path, { cause: error });
      }
    };
    return this.withRetry(path, call);
  }

  private parse<S extends z.ZodType>(path: string, schema: S, body: unknown): z.output<S> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new UpstreamShapeError(path, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
    return parsed.data;
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  private async withRetry<T>(path: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      this.options.logger.warn({ path, err: error.cause }, 'resort API read failed, retrying once');
      return call();
    }
  }

  private async send(method: Method, path: string, token: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<unknown> {
    return jsonOf(path, await this.sendText(method, path, token, body, extraHeaders));
  }

  /** Makes the call and hands back the body of a 2xx answer, unparsed. */
  private async sendText(method: Method, path: string, token: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<string> {
    const url = new URL(path, this.options.baseUrl);
    const started = performance.now();
    let answer: TextAnswer;
    try {
      answer = await callForText(this.agent, {
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method,
        headers: {
          ...extraHeaders,
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      this.options.metrics?.upstreamCall(method, path, 'unreachable', (performance.now() - started) / 1000);
      const reason = error instanceof undiciErrors.UndiciError || error instanceof Error ? error.message : String(error);
      throw new UpstreamUnavailableError(`resort API unreachable for ${path}: ${reason}`, path, { cause: error });
    }
    const { status, text } = answer;
    this.options.logger.debug({ method, path, status, ms: Math.round(performance.now() - started) }, 'upstream');
    this.options.metrics?.upstreamCall(method, path, status, (performance.now() - started) / 1000);
    if (status < 200 || status >= 300) {
      // Enough for a refusal's details (the desk's check-in says when, by whom, which day or slot), bounded for the logs.
      throw new UpstreamStatusError(path, status, errorCodeOf(text), text.slice(0, 4_000));
    }
    return text;
  }
}

function jsonOf(path: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamShapeError(path, 'body is not JSON');
  }
}

/** The resort API's error code from an error body, when it has the contract's shape. */
function errorCodeOf(text: string): string | null {
  try {
    const parsed = errorAnswer.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error.code : null;
  } catch {
    return null;
  }
}
