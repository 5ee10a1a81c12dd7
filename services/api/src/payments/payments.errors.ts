import { HttpStatus } from '@nestjs/common';
import { ServerMessage } from '@tutor/contracts';
import { CodedException } from '../common/errors/coded.exception';
import { answer, registerErrorAnswer } from '../common/errors/http-answer';
import { translate } from '../i18n/messages';
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

export class PaymentsException extends CodedException<PaymentsErrorCode> {
  constructor(code: PaymentsErrorCode, detail?: string, options?: ErrorOptions) {
    super(code, `Payments: ${code}${detail === undefined ? '' : ` (${detail})`}`, options);
  }
}

registerErrorAnswer(PaymentsException, (exception, locale) => {
  switch (exception.code) {
    case PaymentsErrorCode.ProviderUnavailable:
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { message: translate(exception.code, locale), code: 'payment_provider_unavailable' },
        log: 'warn',
        headers: { 'Retry-After': '60' },
      };
    case PaymentsErrorCode.ProviderError:
    case PaymentsErrorCode.RefundDeclined:
      return answer(HttpStatus.BAD_GATEWAY, translate(exception.code, locale), 'error');
    case PaymentsErrorCode.NotRefundable:
      return answer(HttpStatus.CONFLICT, translate(exception.code, locale));
    case PaymentsErrorCode.NotFound:
      return answer(HttpStatus.NOT_FOUND, ServerMessage.NotFound);
    case PaymentsErrorCode.SenderRefused:
      return answer(HttpStatus.FORBIDDEN, ServerMessage.Unauthorized);
  }
});
