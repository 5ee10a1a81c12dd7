import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { YooKassaCredentials } from '../../config/yookassa-config';
import {
  PROVIDER_PAYMENT_STATUSES,
  PROVIDER_REFUND_STATUSES,
  PaymentProvider,
  type CreatePaymentRequest,
  type CreateRefundRequest,
  type CreatedPayment,
  type CreatedRefund,
  type ProviderPayment,
  type ProviderPaymentMethod,
  type ProviderPaymentStatus,
  type ProviderRefundStatus,
} from '../payment-provider';
import { PaymentsErrorCode, PaymentsException } from '../payments.exception';

export interface YooKassaClientOptions extends YooKassaCredentials {
  /** YOOKASSA_API_URL, without a trailing slash. */
  apiUrl: string;
  /** How long one request may take, answer included. */
  timeoutMs?: number;
  /** Tries of one request: the first and its retries. */
  attempts?: number;
  /** The wait before the first retry; it doubles before each further one. */
  backoffMs?: number;
}

export const YOOKASSA_TIMEOUT_MS = 10_000;
const ATTEMPTS = 3;
const BACKOFF_MS = 500;
/** What is kept of an error answer in a log line. */
const ERROR_TEXT_MAX = 300;

type Json = Readonly<Record<string, unknown>>;

/** A request's end: the provider's answer, or a failure worth a retry with the same key. */
type Outcome = { kind: 'answer'; body: Json } | { kind: 'retry'; reason: string };

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** YooKassa's amount object for whole rubles: `{ value: "490.00", currency: "RUB" }`. */
const amountOf = (rubles: number): Json => ({ value: `${rubles}.00`, currency: 'RUB' });

/** Rubles of an amount object, undefined unless it is a ruble amount. */
function rublesOf(amount: unknown): number | undefined {
  if (!isRecord(amount) || amount.currency !== 'RUB' || typeof amount.value !== 'string') {
    return undefined;
  }
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount.value)) return undefined;
  return Number(amount.value);
}

/**
 * The payment's `payment_method` ({ type, id, saved, title, … }); undefined when absent
 * (the buyer has not chosen one yet) or unreadable.
 */
function readPaymentMethod(method: unknown): ProviderPaymentMethod | undefined {
  if (!isRecord(method) || typeof method.id !== 'string' || method.id === '') return undefined;
  return {
    id: method.id,
    saved: method.saved === true,
    title: typeof method.title === 'string' ? method.title : '',
  };
}

const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * YooKassa's API v3 (https://yookassa.ru/developers/api) over Node's fetch, with HTTP Basic
 * auth (shop id : secret key). A request that times out, cannot connect or gets a 5xx, 429
 * or 202 ("still processing") is tried again, a bounded number of times with a growing
 * wait, with the same Idempotence-Key: YooKassa then answers the first request's result
 * instead of making a second payment or refund.
 */
export class YooKassaPaymentProvider extends PaymentProvider {
  readonly name = 'yookassa' as const;
  private readonly logger = new Logger(YooKassaPaymentProvider.name);
  private readonly authorization: string;

  constructor(private readonly options: YooKassaClientOptions) {
    super();
    const credentials = `${options.shopId}:${options.secretKey}`;
    this.authorization = `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const amount = amountOf(request.amountRub);
    const charging = request.paymentMethodId !== undefined;
    const body = {
      amount,
      capture: true,
      // a saved method is charged without the buyer: no confirmation (API v3, autopayments)
      ...(charging
        ? { payment_method_id: request.paymentMethodId }
        : { confirmation: { type: 'redirect', return_url: request.returnUrl } }),
      ...(request.savePaymentMethod === true && !charging ? { save_payment_method: true } : {}),
      description: request.description,
      metadata: request.metadata,
      receipt: {
        customer: { email: request.receipt.email },
        items: [
          {
            description: request.receipt.itemDescription,
            quantity: '1.00',
            amount,
            vat_code: 1,
            payment_mode: 'full_payment',
            payment_subject: 'service',
          },
        ],
      },
    };
    const answer = await this.call('POST', '/payments', body, request.idempotenceKey);
    const payment = this.readPayment(answer);
    if (charging)
      return { providerPaymentId: payment.id, status: payment.status, confirmationUrl: null };
    const confirmation = answer.confirmation;
    const confirmationUrl = isRecord(confirmation) ? confirmation.confirmation_url : undefined;
    if (typeof confirmationUrl !== 'string' || !/^https?:\/\//.test(confirmationUrl)) {
      throw this.unreadable('POST /payments', 'no confirmation_url');
    }
    return { providerPaymentId: payment.id, status: payment.status, confirmationUrl };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const path = `/payments/${encodeURIComponent(providerPaymentId)}`;
    const answer = await this.call('GET', path);
    const payment = this.readPayment(answer);
    if (payment.id !== providerPaymentId) throw this.unreadable(`GET ${path}`, 'another id');
    const paymentMethod = readPaymentMethod(answer.payment_method);
    return {
      status: payment.status,
      amountRub: payment.amountRub,
      paid: payment.paid,
      ...(paymentMethod === undefined ? {} : { paymentMethod }),
    };
  }

  async createRefund(request: CreateRefundRequest): Promise<CreatedRefund> {
    const body = { payment_id: request.providerPaymentId, amount: amountOf(request.amountRub) };
    const answer = await this.call('POST', '/refunds', body, request.idempotenceKey);
    const { id, status } = answer;
    if (typeof id !== 'string' || !oneOf<ProviderRefundStatus>(PROVIDER_REFUND_STATUSES, status)) {
      throw this.unreadable('POST /refunds', 'no id or status');
    }
    return { refundId: id, status };
  }

  private readPayment(answer: Json): {
    id: string;
    status: ProviderPaymentStatus;
    amountRub: number;
    paid: boolean;
  } {
    const { id, status, paid } = answer;
    const amountRub = rublesOf(answer.amount);
    if (
      typeof id !== 'string' ||
      !oneOf<ProviderPaymentStatus>(PROVIDER_PAYMENT_STATUSES, status) ||
      typeof paid !== 'boolean' ||
      amountRub === undefined
    ) {
      throw this.unreadable('payment', 'no id, status, paid or ruble amount');
    }
    return { id, status, amountRub, paid };
  }

  private unreadable(what: string, why: string): PaymentsException {
    return new PaymentsException(PaymentsErrorCode.ProviderError, `YooKassa ${what}: ${why}`);
  }

  /** One API call with its retries; the answer's JSON object. */
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
      this.logger.warn({ method, path, attempt, reason }, 'YooKassa request failed');
    }
    throw new PaymentsException(
      PaymentsErrorCode.ProviderUnavailable,
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
        signal: AbortSignal.timeout(this.options.timeoutMs ?? YOOKASSA_TIMEOUT_MS),
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
      throw new PaymentsException(
        PaymentsErrorCode.ProviderError,
        `YooKassa ${method} ${path}: HTTP ${status} ${detail}`,
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
