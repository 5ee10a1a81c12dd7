import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { PaymentEvent } from './payment-event.entity';
import { PaymentHints } from './payment-hints.service';
import { PaymentMismatch } from './payment-mismatch.entity';
import { PaymentMismatches } from './payment-mismatches.service';
import { PaymentMismatchesController } from './payment-mismatches.controller';
import { PaymentOutcomeRoutes } from './payment-outcome-routes.service';
import { PaymentReturnItems } from './payment-return-items.service';
import { PaymentReturns } from './payment-returns.service';
import { PaymentReturnsController } from './payment-returns.controller';
import { PaymentProvider } from './payment-provider';
import { PaymentSettlement } from './payment-settlement.service';
import { Payment } from './payment.entity';
import { PaymentsReconciler } from './payments-reconciler.service';
import { PaymentsService } from './payments.service';
import { TestPaymentController } from './test-provider/test-payment.controller';
import { TestPayment } from './test-provider/test-payment.entity';
import { TestPaymentMethod } from './test-provider/test-payment-method.entity';
import { TestPaymentGuard } from './test-provider/test-payment.guard';
import { TestPaymentProvider } from './test-provider/test-payment.provider';
import { YooKassaNotificationsController } from './yookassa/yookassa-notifications.controller';
import { YooKassaNotifications } from './yookassa/yookassa-notifications.service';
import { YooKassaPaymentProvider } from './yookassa/yookassa-payment.provider';
import { YooKassaSenderGuard } from './yookassa/yookassa-sender.guard';
import './payments.messages';

/**
 * Money in, for any module's orders: PaymentsService.start/refresh/refund, YooKassa's
 * notifications, the test provider's page, the reconcile job. The selling module provides
 * PaymentOutcomes (payments never import it; see payment-outcomes.ts).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Payment,
      PaymentEvent,
      PaymentMismatch,
      TestPayment,
      TestPaymentMethod,
    ]),
    SchedulingModule,
  ],
  controllers: [
    YooKassaNotificationsController,
    TestPaymentController,
    PaymentMismatchesController,
    PaymentReturnsController,
  ],
  providers: [
    TestPaymentProvider,
    {
      provide: PaymentProvider,
      inject: [AppConfig, TestPaymentProvider],
      useFactory: (config: AppConfig, test: TestPaymentProvider): PaymentProvider => {
        const { credentials, apiUrl } = config.yookassa;
        return credentials === undefined
          ? test
          : new YooKassaPaymentProvider({ ...credentials, apiUrl });
      },
    },
    PaymentSettlement,
    PaymentMismatches,
    PaymentOutcomeRoutes,
    PaymentReturnItems,
    PaymentReturns,
    PaymentsService,
    PaymentHints,
    PaymentsReconciler,
    YooKassaNotifications,
    YooKassaSenderGuard,
    TestPaymentGuard,
  ],
  exports: [PaymentsService, PaymentOutcomeRoutes, PaymentReturnItems],
})
export class PaymentsModule {}
