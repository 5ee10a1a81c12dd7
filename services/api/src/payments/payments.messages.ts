import { registerMessages } from '../i18n/messages';

/** Server texts of the payments module (registered with the i18n table on import). */
const en = {
  'payments.provider_unavailable':
    'The payment service is unavailable right now. Please try again in a few minutes.',
  'payments.provider_error': 'The payment service could not process the request.',
  'payments.not_refundable': 'This payment cannot be refunded.',
  'payments.refund_declined': 'The payment service declined the refund.',
  'payments.test.title': 'Test payment — no money is charged',
  'payments.test.notice':
    'This is the built-in test provider: nothing is charged, whichever button you press.',
  'payments.test.amount': 'Amount',
  'payments.test.description': 'For',
  'payments.test.pay': 'Pay',
  'payments.test.cancel': 'Cancel',
  'payments.test.succeeded': 'The payment has been made.',
  'payments.test.canceled': 'The payment has been canceled.',
  'payments.test.back': 'Back to the site',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    payments: typeof en;
  }
}

export const paymentsMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'payments.provider_unavailable':
      'Платёжный сервис сейчас недоступен. Попробуйте ещё раз через несколько минут.',
    'payments.provider_error': 'Платёжный сервис не смог обработать запрос.',
    'payments.not_refundable': 'Этот платёж нельзя вернуть.',
    'payments.refund_declined': 'Платёжный сервис отклонил возврат.',
    'payments.test.title': 'Тестовая оплата — деньги не списываются',
    'payments.test.notice':
      'Это встроенный тестовый провайдер: какую бы кнопку вы ни нажали, деньги не спишутся.',
    'payments.test.amount': 'Сумма',
    'payments.test.description': 'За что',
    'payments.test.pay': 'Оплатить',
    'payments.test.cancel': 'Отменить',
    'payments.test.succeeded': 'Оплата прошла.',
    'payments.test.canceled': 'Оплата отменена.',
    'payments.test.back': 'Вернуться на сайт',
  },
});
