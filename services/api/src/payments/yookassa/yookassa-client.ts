import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@nestjs/common';

/** A JSON object of YooKassa's API. */
export type YooKassaJson = Readonly<Record<string, unknown>>;

/** How long one request may take by default, answer included. */
export const YOOKASSA_TIMEOUT_MS = 10_000;
const ATTEMPTS = 3;
const BACKOFF_MS = 500;
/** What is kept of an error answer in a log line. */
const ERROR_TEXT_MAX = 300;

/** How a request is tried: the defaults are 10 s, 3 tries, 500 ms before the first retry. */
export interface YooKassaRetryOptions {
  /** How long one request may take, answer included. */
  timeoutMs?: number;
  /** Tries of one request: the first and its retries. */
  attempts?: number;
  /** The wait before the first retry; it doubles before each further one. */
  backoffMs?: number;
}

/** The errors of the API that uses the client (payments or payouts). */
export interface YooKassaErrors {
  /** Every try timed out, lost the connection or got 202, 429 or 5xx. */
  unavailable(detail: string): Error;
  /** YooKassa refused the request or answered what we cannot read. */
  refused(detail: string): Error;
}

export interface YooKassaClientSetup extends YooKassaRetryOptions {
  /** The API's base URL, without a trailing slash. */
  apiUrl: string;
  /** HTTP Basic auth: the user name (shop id, payouts agent id) and its secret key. */
  user: string;
  secretKey: string;
  errors: YooKassaErrors;
  logger: Logger;
  /** The warning logged for a try that will be retried. */
  failureLog: string;
}

/** A request's end: the provider's answer, or a failure worth a retry with the same key. */
type Outcome = { kind: 'answer'; body: YooKassaJson } | { kind: 'retry'; reason: string };

export const isJsonObject = (value: unknown): value is YooKassaJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * YooKassa's API v3 over Node's fetch, with HTTP Basic auth. A request that times out,
 * cannot connect or gets a 5xx, 429 or 202 ("still processing") is tried again, a bounded
 * number of times with a growing wait, with the same Idempotence-Key: YooKassa then
 * answers the first request's result instead of acting twice.
 */
export class YooKassaClient {
  private readonly authorization: string;

  constructor(private readonly setup: YooKassaClientSetup) {
    const credentials = `${setup.user}:${setup.secretKey}`;
    this.authorization = `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
  }

  /** The caller's "refused" error for an answer without what it needs. */
  unreadable(what: string, why: string): Error {
    return this.setup.errors.refused(`YooKassa ${what}: ${why}`);
  }

  /** One API call with its retries; the answer's JSON object. */
  async call(
    method: 'GET' | 'POST',
    path: string,
    body?: YooKassaJson,
    idempotenceKey?: string,
  ): Promise<YooKassaJson> {
    const attempts = this.setup.attempts ?? ATTEMPTS;
    const backoffMs = this.setup.backoffMs ?? BACKOFF_MS;
    let reason = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await sleep(backoffMs * 2 ** (attempt - 2));
      const outcome = await this.send(method, path, body, idempotenceKey);
      if (outcome.kind === 'answer') return outcome.body;
      reason = outcome.reason;
      this.setup.logger.warn({ method, path, attempt, reason }, this.setup.failureLog);
    }
    throw this.setup.errors.unavailable(
      `YooKassa ${method} ${path}: ${reason} (${attempts} attempts)`,
    );
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body: YooKassaJson | undefined,
    idempotenceKey: string | undefined,
  ): Promise<Outcome> {
    const headers: Record<string, string> = {
      Authorization: this.authorization,
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotenceKey !== undefined) headers['Idempotence-Key'] = idempotenceKey;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.setup.apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.setup.timeoutMs ?? YOOKASSA_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return { kind: 'retry', reason: errorText(error) };
    }
    if (status === 202 || status === 429 || status >= 500) {
      return { kind: 'retry', reason: `HTTP ${status}` };
    }
    if (status !== 200) {
      const detail = text.slice(0, ERROR_TEXT_MAX);
      throw this.setup.errors.refused(`YooKassa ${method} ${path}: HTTP ${status} ${detail}`);
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (isJsonObject(parsed)) return { kind: 'answer', body: parsed };
    } catch {
      // answered below
    }
    throw this.unreadable(`${method} ${path}`, 'the answer is no JSON object');
  }
}
