import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentOutcomes } from '../payments/payment-outcomes';
import { TaskOpenings } from '../tasks/task-openings';
import { TasksModule } from '../tasks/tasks.module';
import { MaterialVersion } from './material-version.entity';
import { PurchaseGrants } from './purchase-grants';
import { PurchaseOpenings } from './purchase-openings';
import { PurchasePaymentOutcomes } from './purchase-payment-outcomes';
import { PurchaseRecord } from './purchase.entity';

/**
 * What the marketplace answers to lower modules, provided globally so they never import
 * it: the payments module's PaymentOutcomes (a purchase's payment ended) and the tasks
 * module's TaskOpenings (a bought copy was opened).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([PurchaseRecord, MaterialVersion]), TasksModule, LedgerModule],
  providers: [
    PurchaseGrants,
    { provide: PaymentOutcomes, useClass: PurchasePaymentOutcomes },
    { provide: TaskOpenings, useClass: PurchaseOpenings },
  ],
  exports: [PurchaseGrants, PaymentOutcomes, TaskOpenings],
})
export class PurchaseOutcomesModule {}
