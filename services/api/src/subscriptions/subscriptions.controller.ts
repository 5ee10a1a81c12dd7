import { Controller, Delete, Get, Header, Post } from '@nestjs/common';
import type { ReferralInfo, Subscription, SubscriptionCheckout } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import {
  ReferralInfoSchema,
  SubscriptionCheckoutSchema,
  SubscriptionSchema,
} from '../common/openapi/schemas/subscription.schema';
import type { Locale } from '../i18n/locale';
import { RequestLocale } from '../i18n/locale.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import type { User } from '../users/user.entity';
import { ReferralsService } from './referrals.service';
import { SubscriptionsService } from './subscriptions.service';

/** The teacher's plan: see it, pay for it (autopay from then on), turn autopay off. */
@Controller('api/subscription')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(SubscriptionSchema)
  show(@CurrentUser() teacher: User, @RequestLocale() locale: Locale): Promise<Subscription> {
    return this.subscriptions.view(teacher, locale);
  }

  /** Starts a payment for a month of the paid plan: `{confirmation_url}` of its page. */
  @Post()
  @TeacherOnly()
  @RateLimit()
  @ApiAnswer(SubscriptionCheckoutSchema)
  subscribe(
    @CurrentUser() teacher: User,
    @RequestLocale() locale: Locale,
  ): Promise<SubscriptionCheckout> {
    return this.subscriptions.checkout(teacher, locale);
  }

  /** Cancels autopay: the saved method is forgotten; the paid period runs to its end. */
  @Delete()
  @TeacherOnly()
  @ApiAnswer(SubscriptionSchema)
  cancelAutopay(
    @CurrentUser() teacher: User,
    @RequestLocale() locale: Locale,
  ): Promise<Subscription> {
    return this.subscriptions.cancelAutopay(teacher, locale);
  }
}

/** The teacher's referral link: the first month for 99 ₽ to whoever signs up through it. */
@Controller('api/referral')
export class ReferralController {
  constructor(private readonly referrals: ReferralsService) {}

  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(ReferralInfoSchema)
  show(@CurrentUser() teacher: User): Promise<ReferralInfo> {
    return this.referrals.info(teacher.id);
  }
}
