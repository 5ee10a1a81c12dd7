import { PAYMENT_MISMATCH_PROVIDERS } from '@tutor/contracts';
import { bool, int, moment, named, nullable, object, oneOfValues, text } from '../json-schema';
import { RecordId } from './common.schema';

export const PaymentMismatchSchema = named(
  'PaymentMismatch',
  object({
    id: RecordId,
    payment_id: RecordId,
    provider: oneOfValues(PAYMENT_MISMATCH_PROVIDERS),
    provider_payment_id: text(),
    order_type: text(),
    order_id: int(),
    buyer_email: nullable(text()),
    expected_amount_rub: int(),
    reported_status: text(),
    reported_amount: text(),
    reported_currency: text(),
    reported_paid: bool(),
    first_seen_at: moment(),
    last_seen_at: moment(),
    times: int(),
  }),
);
