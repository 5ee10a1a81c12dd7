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
import { PaymentsErrorCode, PaymentsException } from '../payments.errors';
import {
  YooKassaClient,
  isJsonObject,
  oneOf,
  type YooKassaJson,
  type YooKassaRetryOptions,
} from './yookassa-client';

export interface YooKassaClientOptions extends YooKassaCredentials, YooKassaRetryOptions {
  /** YOOKASSA_API_URL, without a trailing slash. */
  apiUrl: string;
}

/** YooKassa's amount object for whole rubles: `{ value: "490.00", currency: "RUB" }`. */
const amountOf = (rubles: number): YooKassaJson => ({ value: `${rubles}.00`, currency: 'RUB' });

/**
 * The value and currency of an amount object, undefined unless readable. Any currency is
 * read: a payment in another one than ordered is a mismatch the operator is shown.
 */
function amountIn(amount: unknown): { value: number; currency: string } | undefined {
  if (!isJsonObject(amount) || typeof amount.value !== 'string') return undefined;
  if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) return undefined;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount.value)) return undefined;
  return { value: Number(amount.value), currency: amount.currency };
}

/**
 * The payment's `payment_method` ({ type, id, saved, title, … }); undefined when absent
 * (the buyer has not chosen one yet) or unreadable.
 */
function readPaymentMethod(method: unknown): ProviderPaymentMethod | undefined {
  if (!isJsonObject(method) || typeof method.id !== 'string' || method.id === '') return undefined;
  return {
    id: method.id,
    saved: method.saved === true,
    title: typeof method.title === 'string' ? method.title : '',
  };
}

/**
 * YooKassa's API v3 (https://yookassa.ru/developers/api) through {@link YooKassaClient},
 * with HTTP Basic auth (shop id : secret key): a request that times out, cannot connect or
 * gets a 5xx, 429 or 202 ("still processing") is tried again with the same Idempotence-Key,
 * so YooKassa answers the first request's result instead of making a second payment or
 * refund.
 */
export class YooKassaPaymentProvider extends PaymentProvider {
  readonly name = 'yookassa' as const;
  private readonly client: YooKassaClient;

  constructor(options: YooKassaClientOptions) {
    super();
    const { shopId, ...rest } = options;
    this.client = new YooKassaClient({
      ...rest,
      user: shopId,
      errors: {
        unavailable: (detail) =>
          new PaymentsException(PaymentsErrorCode.ProviderUnavailable, detail),
        refused: (detail) => new PaymentsException(PaymentsErrorCode.ProviderError, detail),
      },
      logger: new Logger(YooKassaPaymentProvider.name),
      failureLog: 'YooKassa request failed',
    });
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
    const answer = await this.client.call('POST', '/payments', body, request.idempotenceKey);
    const payment = this.readPayment(answer);
    if (charging)
      return { providerPaymentId: payment.id, status: payment.status, confirmationUrl: null };
    const confirmation = answer.confirmation;
    const confirmationUrl = isJsonObject(confirmation) ? confirmation.confirmation_url : undefined;
    if (typeof confirmationUrl !== 'string' || !/^https?:\/\//.test(confirmationUrl)) {
      throw this.client.unreadable('POST /payments', 'no confirmation_url');
    }
    return { providerPaymentId: payment.id, status: payment.status, confirmationUrl };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const path = `/payments/${encodeURIComponent(providerPaymentId)}`;
    const answer = await this.client.call('GET', path);
    const payment = this.readPayment(answer);
    if (payment.id !== providerPaymentId) throw this.client.unreadable(`GET ${path}`, 'another id');
    const paymentMethod = readPaymentMethod(answer.payment_method);
    return {
      status: payment.status,
      amountRub: payment.amountRub,
      currency: payment.currency,
      paid: payment.paid,
      ...(paymentMethod === undefined ? {} : { paymentMethod }),
    };
  }

  async createRefund(request: CreateRefundRequest): Promise<CreatedRefund> {
    const body = { payment_id: request.providerPaymentId, amount: amountOf(request.amountRub) };
    const answer = await this.client.call('POST', '/refunds', body, request.idempotenceKey);
    const { id, status } = answer;
    if (typeof id !== 'string' || !oneOf<ProviderRefundStatus>(PROVIDER_REFUND_STATUSES, status)) {
      throw this.client.unreadable('POST /refunds', 'no id or status');
    }
    return { refundId: id, status };
  }

  private readPayment(answer: YooKassaJson): {
    id: string;
    status: ProviderPaymentStatus;
    amountRub: number;
    currency: string;
    paid: boolean;
  } {
    const { id, status, paid } = answer;
    const amount = amountIn(answer.amount);
    if (
      typeof id !== 'string' ||
      !oneOf<ProviderPaymentStatus>(PROVIDER_PAYMENT_STATUSES, status) ||
      typeof paid !== 'boolean' ||
      amount === undefined
    ) {
      throw this.client.unreadable('payment', 'no id, status, paid or amount');
    }
    return { id, status, amountRub: amount.value, currency: amount.currency, paid };
  }
}
