import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RegistrationReferrals } from '../auth/registration-referrals';
import { SellerPlans } from '../marketplace/seller-plans';
import { PaymentsModule } from '../payments/payments.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { StudentCapacity } from '../students/student-capacity';
import { TeacherStudent } from '../students/teacher-student.entity';
import { User } from '../users/user.entity';
import { ReferralRewards } from './referral-rewards.service';
import { Referral } from './referral.entity';
import { ReferralsService } from './referrals.service';
import { SubscriptionCharge } from './subscription-charge.entity';
import { SubscriptionCheckouts } from './subscription-checkouts.service';
import { SubscriptionMails } from './subscription-mails.service';
import { SubscriptionPaymentOutcomes } from './subscription-payment-outcomes.service';
import { SubscriptionRecords } from './subscription-records.service';
import { SubscriptionRefunds } from './subscription-refunds.service';
import { SubscriptionRenewals } from './subscription-renewals.service';
import { Subscription } from './subscription.entity';
import { ReferralController, SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';
import { PlanSellerPlans, PlanStudentCapacity, TeacherPlans } from './teacher-plans.service';
import './subscriptions.messages';

/**
 * Subscriptions and referrals: the plans (free up to SUBSCRIPTION_FREE_STUDENTS students,
 * paid unlimited and selling paid materials), paying through the payments module with the
 * method saved for autopay, the renewal job, referral links and rewards. Global so that
 * the lower modules get what they declare without importing it: the students module's
 * StudentCapacity, the marketplace's SellerPlans, auth's RegistrationReferrals.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([Subscription, SubscriptionCharge, Referral, TeacherStudent, User]),
    PaymentsModule,
    SchedulingModule,
  ],
  controllers: [SubscriptionsController, ReferralController],
  providers: [
    SubscriptionRecords,
    TeacherPlans,
    ReferralRewards,
    ReferralsService,
    SubscriptionPaymentOutcomes,
    SubscriptionMails,
    SubscriptionsService,
    SubscriptionRenewals,
    SubscriptionCheckouts,
    SubscriptionRefunds,
    { provide: StudentCapacity, useClass: PlanStudentCapacity },
    { provide: SellerPlans, useClass: PlanSellerPlans },
    { provide: RegistrationReferrals, useExisting: ReferralsService },
  ],
  exports: [StudentCapacity, SellerPlans, RegistrationReferrals, TeacherPlans],
})
export class SubscriptionsModule {}
