import {
  ModuleRefusal,
  type RefusalAnswers,
  type RefusalDetails,
} from '../common/errors/module-refusal';

export enum SubscriptionsErrorCode {
  /** A checkout while the saved card renews the plan on its own. */
  AutopayOn = 'AUTOPAY_ON',
}

const ANSWERS = {
  [SubscriptionsErrorCode.AutopayOn]: { status: 409, key: 'subscriptions.autopay_on' },
} as const satisfies RefusalAnswers<SubscriptionsErrorCode>;

export class SubscriptionsException extends ModuleRefusal<SubscriptionsErrorCode> {
  constructor(code: SubscriptionsErrorCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}
