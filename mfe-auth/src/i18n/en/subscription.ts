/** English texts of the subscription block and the referral offer. */
export const subscriptionEn = {
  title: 'Subscription',
  loading: 'Loading the subscription…',
  // the referral month's price (count): English uses only _one and _other; _few and _many
  // keep the key set equal to ru's
  offer_one: 'First month for {{count}} ruble',
  offer_few: 'First month for {{count}} rubles',
  offer_many: 'First month for {{count}} rubles',
  offer_other: 'First month for {{count}} rubles',
  offer_login: 'on the paid plan for teachers who sign up through this link.',
  plan: 'Plan',
  plan_free: 'Free',
  plan_paid: 'Paid',
  price: 'Paid plan price',
  per_month: '{{price}} a month',
  paid_until: 'Paid until',
  next_charge: 'Next charge',
  no_charge: 'None: autopay is off',
  charge: '{{date}}, {{price}}',
  method: 'Payment method',
  students: 'Students',
  students_of: '{{count}} of {{limit}} on the free plan',
  students_unlimited: '{{count}}, no limit',
  paid_gives: 'The paid plan has no limit on students and lets you sell paid materials.',
  pending: 'The payment is being processed. Refresh the page in a minute.',
  past_due_retrying:
    'We could not charge your saved card. We will try again; meanwhile, you keep the paid plan.',
  past_due_grace:
    'We could not charge your saved card. You keep the paid plan until {{date}}; then your account moves to the free plan.',
  subscribe: 'Subscribe for {{price}}',
  pay_again: 'Pay for a month, {{price}}',
  cancel_autopay: 'Cancel autopay',
  cancel_message:
    'Your saved card will be removed and never charged again. You keep the paid plan until the end of the paid period.',
  cancel_title: 'Cancel autopay?',
  cancel_keep: 'Keep autopay',
  cancelled: 'Autopay is off.',
  referral: {
    title: 'Invite colleagues',
    // the reward in months (count); _few and _many keep the key set equal to ru's
    offer_one:
      'Teachers who sign up through your link get the first month for {{price}}. When such a teacher first pays the full price, you get {{count}} free month of the paid plan.',
    offer_few:
      'Teachers who sign up through your link get the first month for {{price}}. When such a teacher first pays the full price, you get {{count}} free months of the paid plan.',
    offer_many:
      'Teachers who sign up through your link get the first month for {{price}}. When such a teacher first pays the full price, you get {{count}} free months of the paid plan.',
    offer_other:
      'Teachers who sign up through your link get the first month for {{price}}. When such a teacher first pays the full price, you get {{count}} free months of the paid plan.',
    link: 'Your referral link',
    copy: 'Copy link',
    copied: 'Link copied.',
    copy_failed: 'The link could not be copied. Select it and copy it manually.',
    stats: 'Signed up: {{signed}}. Rewards: {{rewards}}.',
  },
};
