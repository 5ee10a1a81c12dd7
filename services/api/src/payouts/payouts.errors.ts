import { HttpStatus } from '@nestjs/common';
import { ServerMessage } from '@tutor/contracts';
import { CodedException } from '../common/errors/coded.exception';
import { answer, registerErrorAnswer } from '../common/errors/http-answer';
import { translate } from '../i18n/messages';
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

export class PayoutsException extends CodedException<PayoutsErrorCode> {
  constructor(code: PayoutsErrorCode, detail?: string, options?: ErrorOptions) {
    super(code, `Payouts: ${code}${detail === undefined ? '' : ` (${detail})`}`, options);
  }
}

registerErrorAnswer(PayoutsException, (exception, locale) => {
  switch (exception.code) {
    case PayoutsErrorCode.NoRequisites:
    case PayoutsErrorCode.NotSelfEmployed:
    case PayoutsErrorCode.NotConnected:
    case PayoutsErrorCode.BelowMinimum:
    case PayoutsErrorCode.PendingRequest:
    case PayoutsErrorCode.NotPayable:
      return {
        status: HttpStatus.CONFLICT,
        body: {
          message: translate(exception.code, locale),
          code: exception.code.replace(/^payouts\./, ''),
        },
      };
    case PayoutsErrorCode.EmailUnverified:
      return {
        status: HttpStatus.FORBIDDEN,
        body: { message: translate(exception.code, locale), code: 'email_unverified' },
      };
    case PayoutsErrorCode.NotFound:
      return answer(HttpStatus.NOT_FOUND, ServerMessage.NotFound);
    case PayoutsErrorCode.ProviderUnavailable:
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { message: translate(exception.code, locale) },
        log: 'warn',
        headers: { 'Retry-After': '60' },
      };
    case PayoutsErrorCode.ProviderError:
      return answer(HttpStatus.BAD_GATEWAY, translate(exception.code, locale), 'error');
  }
});
