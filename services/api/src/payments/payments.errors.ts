import { ServerMessage } from '@tutor/contracts';
import { ModuleRefusal, type RefusalAnswers } from '../common/errors/module-refusal';
import './payments.messages';

export enum PaymentsErrorCode {
  /** The provider could not be reached, timed out or kept failing (5xx): 503. */
  ProviderUnavailable = 'payments.provider_unavailable',
  /** The provider refused the request (4xx) or answered what we cannot read: 502. */
  ProviderError = 'payments.provider_error',
  /** A refund of a payment that has not succeeded: 409. */
  NotRefundable = 'payments.not_refundable',
  /** The provider canceled the refund: 502. */
  RefundDeclined = 'payments.refund_declined',
  /** No such payment (or test payment): 404. */
  NotFound = 'payments.not_found',
  /** A notification from an address outside YOOKASSA_NOTIFICATION_IPS: 403. */
  SenderRefused = 'payments.sender_refused',
}

const ANSWERS = {
  [PaymentsErrorCode.ProviderUnavailable]: {
    status: 503,
    key: PaymentsErrorCode.ProviderUnavailable,
    code: 'payment_provider_unavailable',
    log: 'warn',
    headers: { 'Retry-After': '60' },
  },
  [PaymentsErrorCode.ProviderError]: {
    status: 502,
    key: PaymentsErrorCode.ProviderError,
    log: 'error',
  },
  [PaymentsErrorCode.NotRefundable]: { status: 409, key: PaymentsErrorCode.NotRefundable },
  [PaymentsErrorCode.RefundDeclined]: {
    status: 502,
    key: PaymentsErrorCode.RefundDeclined,
    log: 'error',
  },
  [PaymentsErrorCode.NotFound]: { status: 404, text: ServerMessage.NotFound },
  [PaymentsErrorCode.SenderRefused]: { status: 403, text: ServerMessage.Unauthorized },
} as const satisfies RefusalAnswers<PaymentsErrorCode>;

export class PaymentsException extends ModuleRefusal<PaymentsErrorCode> {
  /** `detail` names the payment or call for the log; the client never sees it. */
  constructor(code: PaymentsErrorCode, detail?: string, options?: ErrorOptions) {
    super(ANSWERS, code, { detail, cause: options?.cause });
  }
}
