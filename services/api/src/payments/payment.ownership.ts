import { registerOwnership } from '../access/record-access.service';
import { Payment } from './payment.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    payment: Payment;
  }
}

/**
 * A payment is its payer's (buyer_id): nobody else reads how it went. One whose payer's
 * account is gone (null) is nobody's.
 */
registerOwnership('payment', {
  find: (manager, id) => manager.getRepository(Payment).findOneBy({ id }),
  isOwner: (payment, userId) => payment.buyerId !== null && payment.buyerId === userId,
});
