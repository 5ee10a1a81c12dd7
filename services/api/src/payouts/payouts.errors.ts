import { ServerMessage } from '@tutor/contracts';
import { ModuleRefusal, type RefusalAnswers } from '../common/errors/module-refusal';
import './payouts.messages';

export enum PayoutsErrorCode {
  /** A payout or connection without requisites: 409. */
  NoRequisites = 'payouts.no_requisites',
  /** Connecting through «Мой налог» with requisites of type 1: 409. */
  NotSelfEmployed = 'payouts.not_self_employed',
  /** A self-employed author's payout before their permission is confirmed: 409. */
  NotConnected = 'payouts.not_connected',
  /** A request while the available balance is below PAYOUT_MIN_RUB: 409. */
  BelowMinimum = 'payouts.below_minimum',
  /** A request while another one is not paid yet: 409. */
  PendingRequest = 'payouts.pending_request',
  /** Cancelling a request the payout run has taken already: 409. */
  NotCancelable = 'payouts.not_cancelable',
  /** Marking paid a payout that is no bank-register payout being processed: 409. */
  NotPayable = 'payouts.not_payable',
  /** Requisites saved or a payout asked for before the author verified their email: 403. */
  EmailUnverified = 'payouts.email_unverified',
  /** No such payout, or a test page of no such object: 404. */
  NotFound = 'payouts.not_found',
  /** The payouts provider could not be reached: 503. */
  ProviderUnavailable = 'payouts.provider_unavailable',
  /** The payouts provider refused the request or answered nonsense: 502. */
  ProviderError = 'payouts.provider_error',
}

const ANSWERS = {
  [PayoutsErrorCode.NoRequisites]: {
    status: 409,
    key: PayoutsErrorCode.NoRequisites,
    code: 'no_requisites',
  },
  [PayoutsErrorCode.NotSelfEmployed]: {
    status: 409,
    key: PayoutsErrorCode.NotSelfEmployed,
    code: 'not_self_employed',
  },
  [PayoutsErrorCode.NotConnected]: {
    status: 409,
    key: PayoutsErrorCode.NotConnected,
    code: 'not_connected',
  },
  [PayoutsErrorCode.BelowMinimum]: {
    status: 409,
    key: PayoutsErrorCode.BelowMinimum,
    code: 'below_minimum',
  },
  [PayoutsErrorCode.PendingRequest]: {
    status: 409,
    key: PayoutsErrorCode.PendingRequest,
    code: 'pending_request',
  },
  [PayoutsErrorCode.NotCancelable]: {
    status: 409,
    key: PayoutsErrorCode.NotCancelable,
    code: 'not_cancelable',
  },
  [PayoutsErrorCode.NotPayable]: {
    status: 409,
    key: PayoutsErrorCode.NotPayable,
    code: 'not_payable',
  },
  [PayoutsErrorCode.EmailUnverified]: {
    status: 403,
    key: PayoutsErrorCode.EmailUnverified,
    code: 'email_unverified',
  },
  [PayoutsErrorCode.NotFound]: { status: 404, text: ServerMessage.NotFound },
  [PayoutsErrorCode.ProviderUnavailable]: {
    status: 503,
    key: PayoutsErrorCode.ProviderUnavailable,
    log: 'warn',
    headers: { 'Retry-After': '60' },
  },
  [PayoutsErrorCode.ProviderError]: {
    status: 502,
    key: PayoutsErrorCode.ProviderError,
    log: 'error',
  },
} as const satisfies RefusalAnswers<PayoutsErrorCode>;

export class PayoutsException extends ModuleRefusal<PayoutsErrorCode> {
  /** `detail` names the payout or call for the log; the client never sees it. */
  constructor(code: PayoutsErrorCode, detail?: string, options?: ErrorOptions) {
    super(ANSWERS, code, { detail, cause: options?.cause });
  }
}
