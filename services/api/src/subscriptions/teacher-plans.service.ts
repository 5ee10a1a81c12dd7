import { Injectable } from '@nestjs/common';
import type { SubscriptionPlan, SubscriptionPlanInfo } from '@tutor/contracts';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { SellerPlans } from '../marketplace/seller-plans';
import { StudentCapacity } from '../students/student-capacity';
import { SubscriptionRecords } from './subscription-records.service';
import type { Subscription } from './subscription.entity';

/**
 * A teacher's plan from their subscription row: paid while active (until the period's end,
 * or its renewal charge) or past due (retries and grace), free otherwise.
 */
export function planOf(row: Subscription | null, now: number): SubscriptionPlan {
  if (row === null) return 'free';
  switch (row.status) {
    case 'free':
      return 'free';
    case 'past_due':
      return 'paid';
    case 'active':
      return (row.paidUntil ?? 0) > now || row.paymentMethodId !== null ? 'paid' : 'free';
  }
}

/** The plans as configured: what the free and the paid plan give. */
@Injectable()
export class TeacherPlans {
  constructor(
    private readonly records: SubscriptionRecords,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async planOfTeacher(teacherId: number): Promise<SubscriptionPlan> {
    return planOf(await this.records.find(teacherId), this.clock.now());
  }

  plans(): SubscriptionPlanInfo[] {
    const { freeStudents, priceRub } = this.config.subscriptions;
    return [
      { plan: 'free', price_rub: 0, students_limit: freeStudents, sells_paid_materials: false },
      { plan: 'paid', price_rub: priceRub, students_limit: null, sells_paid_materials: true },
    ];
  }
}

/** The students module's limit: the free plan's SUBSCRIPTION_FREE_STUDENTS, else none. */
@Injectable()
export class PlanStudentCapacity extends StudentCapacity {
  constructor(
    private readonly plans: TeacherPlans,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async limitOf(teacherId: number): Promise<number | null> {
    const plan = await this.plans.planOfTeacher(teacherId);
    return plan === 'paid' ? null : this.config.subscriptions.freeStudents;
  }
}

/** The marketplace's rule: paid materials are sold on the paid plan. */
@Injectable()
export class PlanSellerPlans extends SellerPlans {
  constructor(private readonly plans: TeacherPlans) {
    super();
  }

  async maySellPaid(authorId: number): Promise<boolean> {
    return (await this.plans.planOfTeacher(authorId)) === 'paid';
  }
}
