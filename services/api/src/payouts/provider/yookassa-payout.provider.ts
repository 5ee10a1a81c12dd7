import { Logger } from '@nestjs/common';
import type { YooKassaPayoutCredentials } from '../../config/payouts-config';
import {
  YooKassaClient,
  isJsonObject,
  oneOf,
  type YooKassaJson,
  type YooKassaRetryOptions,
} from '../../payments/yookassa/yookassa-client';
import { PayoutsErrorCode, PayoutsException } from '../payouts.errors';
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

export interface YooKassaPayoutOptions extends YooKassaPayoutCredentials, YooKassaRetryOptions {
  /** YOOKASSA_PAYOUT_API_URL, without a trailing slash. */
  apiUrl: string;
}

/** YooKassa's amount object: `{ value: "1234.50", currency: "RUB" }`. */
const amountOf = (kopecks: number): YooKassaJson => ({
  value: `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`,
  currency: 'RUB',
});

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
  private readonly client: YooKassaClient;

  constructor(options: YooKassaPayoutOptions) {
    super();
    const { agentId, ...rest } = options;
    this.client = new YooKassaClient({
      ...rest,
      user: agentId,
      errors: {
        unavailable: (detail) => new PayoutsException(PayoutsErrorCode.ProviderUnavailable, detail),
        refused: (detail) => new PayoutsException(PayoutsErrorCode.ProviderError, detail),
      },
      logger: new Logger(YooKassaPayoutProvider.name),
      failureLog: 'YooKassa payouts request failed',
    });
  }

  async createSelfEmployed(request: CreateSelfEmployedRequest): Promise<ProviderSelfEmployed> {
    const body = { itn: request.itn, confirmation: { type: 'redirect' } };
    return this.readSelfEmployed(
      await this.client.call('POST', '/self_employed', body, request.idempotenceKey),
    );
  }

  async getSelfEmployed(id: string): Promise<ProviderSelfEmployed> {
    const answer = this.readSelfEmployed(
      await this.client.call('GET', `/self_employed/${encodeURIComponent(id)}`),
    );
    if (answer.id !== id) throw this.client.unreadable('GET /self_employed', 'another id');
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
    return this.readPayout(
      await this.client.call('POST', '/payouts', body, request.idempotenceKey),
    );
  }

  async getPayout(id: string): Promise<ProviderPayout> {
    const answer = this.readPayout(
      await this.client.call('GET', `/payouts/${encodeURIComponent(id)}`),
    );
    if (answer.id !== id) throw this.client.unreadable('GET /payouts', 'another id');
    return answer;
  }

  private readSelfEmployed(answer: YooKassaJson): ProviderSelfEmployed {
    const { id, status, confirmation } = answer;
    if (
      typeof id !== 'string' ||
      !oneOf<ProviderSelfEmployedStatus>(PROVIDER_SELF_EMPLOYED_STATUSES, status)
    ) {
      throw this.client.unreadable('self_employed', 'no id or status');
    }
    const url = isJsonObject(confirmation) ? confirmation.confirmation_url : undefined;
    const confirmationUrl = typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
    return { id, status, confirmationUrl };
  }

  private readPayout(answer: YooKassaJson): ProviderPayout {
    const { id, status, cancellation_details: details } = answer;
    if (typeof id !== 'string' || !oneOf<ProviderPayoutStatus>(PROVIDER_PAYOUT_STATUSES, status)) {
      throw this.client.unreadable('payout', 'no id or status');
    }
    const reason = isJsonObject(details) ? details.reason : undefined;
    const failure =
      status === 'canceled'
        ? typeof reason === 'string'
          ? reason.slice(0, 200)
          : 'canceled'
        : null;
    return { id, status, failure };
  }
}
