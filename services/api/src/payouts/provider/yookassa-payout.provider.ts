import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { YooKassaPayoutCredentials } from '../../config/payouts-config';
import { PayoutsErrorCode, PayoutsException } from '../payouts.exception';
import {
  PROVIDER_PAYOUT_STATUSES,
  PROVIDER_SELF_EMPLOYED_STATUSES,
  PayoutProvider,
  type CreatePayoutRequest,
  type CreateSelfEmployedRequest,
  type ProviderPayout,
  type ProviderPayoutStatus,
  type ProviderSelfEmployed,
  type ProviderSelfEmployedStatus,
} from './payout-provider';

export interface YooKassaPayoutOptions extends YooKassaPayoutCredentials {
  /** YOOKASSA_PAYOUT_API_URL, without a trailing slash. */
  apiUrl: string;
  timeoutMs?: number;
  /** Tries of one request: the first and its retries. */
  attempts?: number;
  /** The wait before the first retry; it doubles before each further one. */
  backoffMs?: number;
}

type Json = Readonly<Record<string, unknown>>;
type Outcome = { kind: 'answer'; body: Json } | { kind: 'retry'; reason: string };

const TIMEOUT_MS = 10_000;
const ATTEMPTS = 3;
const BACKOFF_MS = 500;
const ERROR_TEXT_MAX = 300;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** YooKassa's amount object: `{ value: "1234.50", currency: "RUB" }`. */
const amountOf = (kopecks: number): Json => ({
  value: `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`,
  currency: 'RUB',
});

const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * YooKassa's payouts (API v3, https://yookassa.ru/developers/payouts) for self-employed
 * authors: `POST /self_employed` asks «Мой налог» for the platform's permission and gives
 * the confirmation page; `POST /payouts` pays a YooMoney wallet with the receipt data, the
 * provider registering the receipt. HTTP Basic auth with the payouts gateway's agent id
 * and secret key. A timeout, a lost connection, 202, 429 or 5xx is tried again with the
 * same Idempotence-Key, so YooKassa answers the first request's result instead of paying
 * twice.
 */
export class YooKassaPayoutProvider extends PayoutProvider {
  readonly name = 'yookassa' as const;
  private readonly logger = new Logger(YooKassaPayoutProvider.name);
  private readonly authorization: string;

  constructor(private readonly options: YooKassaPayoutOptions) {
    super();
    const credentials = `${options.agentId}:${options.secretKey}`;
    this.authorization = `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
  }

  async createSelfEmployed(request: CreateSelfEmployedRequest): Promise<ProviderSelfEmployed> {
    const body = { itn: request.itn, confirmation: { type: 'redirect' } };
    return this.readSelfEmployed(
      await this.call('POST', '/self_employed', body, request.idempotenceKey),
    );
  }

  async getSelfEmployed(id: string): Promise<ProviderSelfEmployed> {
    const answer = this.readSelfEmployed(
      await this.call('GET', `/self_employed/${encodeURIComponent(id)}`),
    );
    if (answer.id !== id) throw this.unreadable('GET /self_employed', 'another id');
    return answer;
  }

  async createPayout(request: CreatePayoutRequest): Promise<ProviderPayout> {
    const amount = amountOf(request.amountKopecks);
    const body = {
      amount,
      payout_destination_data: { type: 'yoo_money', account_number: request.wallet },
      description: request.description,
      self_employed: { id: request.selfEmployedId },
      receipt_data: { service_name: request.receiptServiceName, amount },
      metadata: request.metadata,
    };
    return this.readPayout(await this.call('POST', '/payouts', body, request.idempotenceKey));
  }

  async getPayout(id: string): Promise<ProviderPayout> {
    const answer = this.readPayout(await this.call('GET', `/payouts/${encodeURIComponent(id)}`));
    if (answer.id !== id) throw this.unreadable('GET /payouts', 'another id');
    return answer;
  }

  private readSelfEmployed(answer: Json): ProviderSelfEmployed {
    const { id, status, confirmation } = answer;
    if (
      typeof id !== 'string' ||
      !oneOf<ProviderSelfEmployedStatus>(PROVIDER_SELF_EMPLOYED_STATUSES, status)
    ) {
      throw this.unreadable('self_employed', 'no id or status');
    }
    const url = isRecord(confirmation) ? confirmation.confirmation_url : undefined;
    const confirmationUrl = typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
    return { id, status, confirmationUrl };
  }

  private readPayout(answer: Json): ProviderPayout {
    const { id, status, cancellation_details: details } = answer;
    if (typeof id !== 'string' || !oneOf<ProviderPayoutStatus>(PROVIDER_PAYOUT_STATUSES, status)) {
      throw this.unreadable('payout', 'no id or status');
    }
    const reason = isRecord(details) ? details.reason : undefined;
    const failure =
      status === 'canceled'
        ? typeof reason === 'string'
          ? reason.slice(0, 200)
          : 'canceled'
        : null;
    return { id, status, failure };
  }

  private unreadable(what: string, why: string): PayoutsException {
    return new PayoutsException(PayoutsErrorCode.ProviderError, `YooKassa ${what}: ${why}`);
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: Json,
    idempotenceKey?: string,
  ): Promise<Json> {
    const attempts = this.options.attempts ?? ATTEMPTS;
    const backoffMs = this.options.backoffMs ?? BACKOFF_MS;
    let reason = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await sleep(backoffMs * 2 ** (attempt - 2));
      const outcome = await this.send(method, path, body, idempotenceKey);
      if (outcome.kind === 'answer') return outcome.body;
      reason = outcome.reason;
      this.logger.warn({ method, path, attempt, reason }, 'YooKassa payouts request failed');
    }
    throw new PayoutsException(
      PayoutsErrorCode.ProviderUnavailable,
      `YooKassa ${method} ${path}: ${reason} (${attempts} attempts)`,
    );
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body: Json | undefined,
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
      const response = await fetch(`${this.options.apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
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
      throw new PayoutsException(
        PayoutsErrorCode.ProviderError,
        `YooKassa ${method} ${path}: HTTP ${status} ${text.slice(0, ERROR_TEXT_MAX)}`,
      );
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (isRecord(parsed)) return { kind: 'answer', body: parsed };
    } catch {
      // answered below
    }
    throw this.unreadable(`${method} ${path}`, 'the answer is no JSON object');
  }
}
