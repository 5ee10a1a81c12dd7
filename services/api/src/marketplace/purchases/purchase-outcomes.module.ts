import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerModule } from '../../ledger/ledger.module';
import { PaymentOutcomes } from '../../payments/payment-outcomes';
import { PaymentsModule } from '../../payments/payments.module';
import { SchedulingModule } from '../../scheduling/scheduling.module';
import { TaskOpenings } from '../../tasks/task-openings';
import { TasksModule } from '../../tasks/tasks.module';
import { User } from '../../users/user.entity';
import { MaterialVersion } from '../material-version.entity';
import { Material } from '../material.entity';
import { PurchaseExtraCharge } from './purchase-extra-charge.entity';
import { PurchaseExtraCharges } from './purchase-extra-charges.service';
import { PurchaseGrants } from './purchase-grants.service';
import { PurchaseOpenings } from './purchase-openings.service';
import { PurchasePaymentOutcomes } from './purchase-payment-outcomes.service';
import { PurchaseSweep } from './purchase.sweeper';
import { PurchaseRecord } from './purchase.entity';

/**
 * What the marketplace answers to lower modules, provided globally so they never import
 * it: the payments module's PaymentOutcomes (a purchase's payment ended) and the tasks
 * module's TaskOpenings (a bought copy was opened); and the sweep that finishes what a
 * settled payment left to do after its COMMIT.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([
      PurchaseRecord,
      MaterialVersion,
      Material,
      User,
      PurchaseExtraCharge,
    ]),
    TasksModule,
    LedgerModule,
    PaymentsModule,
    SchedulingModule,
  ],
  providers: [
    PurchaseGrants,
    PurchaseExtraCharges,
    PurchaseSweep,
    { provide: PaymentOutcomes, useClass: PurchasePaymentOutcomes },
    { provide: TaskOpenings, useClass: PurchaseOpenings },
  ],
  exports: [PurchaseGrants, PurchaseSweep, PaymentOutcomes, TaskOpenings],
})
export class PurchaseOutcomesModule {}
