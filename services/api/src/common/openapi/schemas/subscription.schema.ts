export {
  ReferralInfoSchema,
  SubscriptionCheckoutSchema,
  SubscriptionPlanInfoSchema,
  SubscriptionSchema,
} from '@tutor/contracts';
