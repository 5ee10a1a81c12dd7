import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { BankRegisterService } from './bank-register.service';
import { AuthorLedger } from './ledger/author-ledger.service';
import { PayoutRecord } from './payout.entity';
import { PayoutsOperatorController } from './payouts-operator.controller';
import { PayoutsController } from './payouts.controller';
import { PayoutsService } from './payouts.service';
import { PayoutProvider } from './provider/payout-provider';
import { TestPayoutObject } from './provider/test-payout-object.entity';
import { TestPayoutProvider } from './provider/test-payout.provider';
import {
  TestSelfEmployedController,
  TestSelfEmployedGuard,
} from './provider/test-self-employed.controller';
import { YooKassaPayoutProvider } from './provider/yookassa-payout.provider';
import { PayoutRequisitesRecord } from './requisites/payout-requisites.entity';
import { PayoutRequisitesService } from './requisites/payout-requisites.service';
import { PayoutRun } from './run/payout-run.entity';
import { PayoutRunner } from './run/payout-runner.service';
import { StatementService } from './statement.service';
import './payouts.messages';

/**
 * Payouts to material authors: requisites, the self-employed connection, sales and
 * balance from the ledger, payout requests, the monthly run (YooKassa payouts or the
 * built-in test provider for the self-employed, the bank register for sole proprietors).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PayoutRequisitesRecord, PayoutRecord, PayoutRun, TestPayoutObject]),
    SchedulingModule,
  ],
  controllers: [PayoutsController, PayoutsOperatorController, TestSelfEmployedController],
  providers: [
    TestPayoutProvider,
    {
      provide: PayoutProvider,
      inject: [AppConfig, TestPayoutProvider],
      useFactory: (config: AppConfig, test: TestPayoutProvider): PayoutProvider => {
        const { yookassa, yookassaApiUrl } = config.payouts;
        return yookassa === undefined
          ? test
          : new YooKassaPayoutProvider({ ...yookassa, apiUrl: yookassaApiUrl });
      },
    },
    AuthorLedger,
    PayoutRequisitesService,
    PayoutsService,
    PayoutRunner,
    BankRegisterService,
    StatementService,
    TestSelfEmployedGuard,
  ],
})
export class PayoutsModule {}
