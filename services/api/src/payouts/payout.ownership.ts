import { registerOwnership } from '../access/record-access.service';
import { PayoutRecord } from './payout.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    payout: PayoutRecord;
  }
}

/** A payout is its author's: nobody else sees or cancels it. */
registerOwnership('payout', {
  find: (manager, id) => manager.getRepository(PayoutRecord).findOneBy({ id }),
  isOwner: (payout, userId) => payout.authorId === userId,
});
