import { registerMessages } from '../i18n/messages';

/** Server texts of subscriptions and referrals, mail included (registered on import). */
const en = {
  'subscriptions.autopay_on':
    'Your subscription is paid and renews automatically. To stop renewals, turn autopay off.',
  'subscriptions.not_teacher': 'Subscriptions are for teachers.',
  'subscriptions.payment_description': 'Paid plan, one month',
  'subscriptions.referral_payment_description': 'Paid plan, first month by referral',
  'subscriptions.mail.greeting': 'Hello!',
  'subscriptions.mail.regards': 'Regards,',
  'subscriptions.mail.settings': 'Subscription settings',
  'subscriptions.mail.saved_method': 'saved card',
  'subscriptions.mail.reminder.subject': 'Your subscription renews on :date',
  'subscriptions.mail.reminder.intro':
    'On :date we will charge :amount to your saved payment method (:method) for the next month of the paid plan.',
  'subscriptions.mail.reminder.outro':
    'If that suits you, there is nothing to do. To stop renewals, turn autopay off in your settings.',
  'subscriptions.mail.failed.subject': 'We could not renew your subscription',
  'subscriptions.mail.failed.intro':
    'We could not charge :amount to your saved payment method (:method). We will try again on :date.',
  'subscriptions.mail.failed.outro':
    'Please check your card, or pay for the subscription manually in your settings.',
  'subscriptions.mail.last_failed.subject': 'Your paid plan ends on :date',
  'subscriptions.mail.last_failed.intro':
    'We tried to charge :amount to your saved payment method (:method) several times, without success.',
  'subscriptions.mail.last_failed.outro':
    'You keep the paid plan until :date; then your account moves to the free plan. To keep it, pay for the subscription in your settings.',
  'subscriptions.mail.refunded.subject': 'We have refunded your payment of :amount',
  'subscriptions.mail.refunded.intro':
    'Your payment of :amount on :date was for the first month at the referral price, which you have already used, so it did not extend your subscription.',
  'subscriptions.mail.refunded.outro':
    'We have refunded the whole amount to the card you paid with; banks usually return it within a few days.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    subscriptions: typeof en;
  }
}

export const subscriptionsMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'subscriptions.autopay_on':
      'Подписка оплачена и продлевается сама. Чтобы прекратить продления, отключите автоплатёж.',
    'subscriptions.not_teacher': 'Подписка доступна преподавателям.',
    'subscriptions.payment_description': 'Платный тариф, один месяц',
    'subscriptions.referral_payment_description': 'Платный тариф, первый месяц по приглашению',
    'subscriptions.mail.greeting': 'Здравствуйте!',
    'subscriptions.mail.regards': 'С уважением,',
    'subscriptions.mail.settings': 'Настройки подписки',
    'subscriptions.mail.saved_method': 'сохранённая карта',
    'subscriptions.mail.reminder.subject': 'Подписка продлится :date',
    'subscriptions.mail.reminder.intro':
      ':date мы спишем :amount с сохранённого способа оплаты (:method) за следующий месяц платного тарифа.',
    'subscriptions.mail.reminder.outro':
      'Если всё верно, ничего делать не нужно. Чтобы прекратить продления, отключите автоплатёж в настройках.',
    'subscriptions.mail.failed.subject': 'Не удалось продлить подписку',
    'subscriptions.mail.failed.intro':
      'Не получилось списать :amount с сохранённого способа оплаты (:method). Мы попробуем ещё раз :date.',
    'subscriptions.mail.failed.outro': 'Проверьте карту или оплатите подписку сами в настройках.',
    'subscriptions.mail.last_failed.subject': 'Платный тариф закончится :date',
    'subscriptions.mail.last_failed.intro':
      'Мы несколько раз пытались списать :amount с сохранённого способа оплаты (:method), но не получилось.',
    'subscriptions.mail.last_failed.outro':
      'Платный тариф действует до :date, затем аккаунт перейдёт на бесплатный тариф. Чтобы сохранить его, оплатите подписку в настройках.',
    'subscriptions.mail.refunded.subject': 'Мы вернули ваш платёж :amount',
    'subscriptions.mail.refunded.intro':
      'Платёж :amount от :date был за первый месяц по цене приглашения, а этот месяц у вас уже оплачен, поэтому подписка не продлилась.',
    'subscriptions.mail.refunded.outro':
      'Мы вернули всю сумму на карту, с которой вы платили; обычно банк зачисляет её в течение нескольких дней.',
  },
});
