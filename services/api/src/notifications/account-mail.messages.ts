import { registerMessages } from '../i18n/messages';

/** Texts of the account's own mail: password changed, a sale, the receipts. */
const en = {
  'account_mail.password_changed.subject': 'Your password has been changed',
  'account_mail.password_changed.body': 'The password of your account :email was changed on :when.',
  'account_mail.password_changed.hint':
    'If this wasn’t you, reset your password right away with “Forgot your password?” on the sign-in page, then end the other sessions in Settings.',
  'account_mail.password_changed.action': 'Sign in',
  'account_mail.material_sold.subject': 'Your material has been sold: :title',
  'account_mail.material_sold.body': 'Your material “:title” was bought on :when for :amount.',
  'account_mail.material_sold.hint':
    'The money can be paid out once the refund period is over; every sale is listed in your sales history.',
  'account_mail.material_sold.action': 'Open the sales history',
  'account_mail.purchase_paid.subject': 'Receipt: “:title”',
  'account_mail.purchase_paid.body': 'Thank you for your purchase. Your payment has been received.',
  'account_mail.purchase_paid.what': 'Bought: the material “:title”',
  'account_mail.purchase_paid.action': 'Open the material',
  'account_mail.subscription_paid.subject': 'Receipt: one month of the paid plan',
  'account_mail.subscription_paid.body': 'Thank you. Your subscription payment has been received.',
  'account_mail.subscription_paid.what': 'Paid for: one month of the paid plan',
  'account_mail.subscription_paid.action': 'Open the subscription',
  'account_mail.amount': 'Amount: :amount',
  'account_mail.date': 'Date: :when',
  'account_mail.receipt': 'Fiscal receipt (54-FZ): :url',
  'account_mail.receipt_by_provider':
    'The fiscal receipt (54-FZ) is sent to this address by the payment service.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    account_mail: typeof en;
  }
}

export const accountMailMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'account_mail.password_changed.subject': 'Пароль изменён',
    'account_mail.password_changed.body': 'Пароль вашей учётной записи :email изменён :when.',
    'account_mail.password_changed.hint':
      'Если это были не вы, сразу восстановите пароль через «Забыли пароль?» на странице входа, а затем завершите другие сеансы в настройках.',
    'account_mail.password_changed.action': 'Войти',
    'account_mail.material_sold.subject': 'Ваш материал купили: :title',
    'account_mail.material_sold.body': 'Ваш материал «:title» купили :when за :amount.',
    'account_mail.material_sold.hint':
      'Деньги можно будет вывести после срока возврата; все продажи — в истории продаж.',
    'account_mail.material_sold.action': 'Открыть историю продаж',
    'account_mail.purchase_paid.subject': 'Чек: «:title»',
    'account_mail.purchase_paid.body': 'Спасибо за покупку. Оплата получена.',
    'account_mail.purchase_paid.what': 'Что куплено: материал «:title»',
    'account_mail.purchase_paid.action': 'Открыть материал',
    'account_mail.subscription_paid.subject': 'Чек: платный тариф на месяц',
    'account_mail.subscription_paid.body': 'Спасибо. Оплата подписки получена.',
    'account_mail.subscription_paid.what': 'Что оплачено: платный тариф на месяц',
    'account_mail.subscription_paid.action': 'Открыть подписку',
    'account_mail.amount': 'Сумма: :amount',
    'account_mail.date': 'Дата: :when',
    'account_mail.receipt': 'Кассовый чек (54-ФЗ): :url',
    'account_mail.receipt_by_provider':
      'Кассовый чек (54-ФЗ) платёжный сервис пришлёт на этот адрес.',
  },
});
