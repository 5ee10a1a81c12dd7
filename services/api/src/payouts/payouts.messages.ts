import { registerMessages } from '../i18n/messages';

/** Server texts of the payouts module (registered with the i18n table on import). */
const en = {
  'payouts.type.in': 'Choose self-employed or sole proprietor.',
  'payouts.name.required': 'Enter the payee’s full name.',
  'payouts.inn.required': 'Enter the tax number (INN).',
  'payouts.inn.format': 'The INN of an individual has 12 digits.',
  'payouts.inn.company':
    'This is a company’s INN (10 digits). Payouts go to individuals: enter your personal 12-digit INN.',
  'payouts.inn.checksum': 'This INN has an incorrect check digit. Please check the number.',
  'payouts.bic.required': 'Enter the bank code (BIC).',
  'payouts.bic.format': 'The BIC has 9 digits and starts with 04.',
  'payouts.account.required': 'Enter the account number.',
  'payouts.account.format': 'The account number has 20 digits.',
  'payouts.account.correspondent':
    'This is the bank’s correspondent account, not yours. Enter your own account number.',
  'payouts.account.checksum':
    'The account number does not match the BIC: a digit is wrong in one of them.',
  'payouts.wallet.required':
    'Self-employed authors are paid to a YooMoney wallet: enter its number.',
  'payouts.wallet.format': 'A YooMoney wallet number has 11 to 20 digits and starts with 41001.',
  'payouts.month.format': 'Give the month as YYYY-MM.',
  'payouts.no_requisites': 'Fill in your payout details first.',
  'payouts.email_unverified':
    'Confirm your email address first: open the link we emailed you, or ask for a new one in the settings.',
  'payouts.not_self_employed': 'Only self-employed authors connect through Moy Nalog (“My Tax”).',
  'payouts.not_connected':
    'First connect payouts in Moy Nalog (“My Tax”): the platform needs your permission to register receipts.',
  'payouts.below_minimum': 'The available balance is below the payout minimum.',
  'payouts.pending_request': 'Your previous payout request is still being processed.',
  'payouts.not_payable': 'This payout cannot be marked as paid.',
  'payouts.not_cancelable':
    'This request can no longer be cancelled: the monthly payout run has already taken it.',
  'payouts.provider_unavailable':
    'The payout service is unavailable right now. Please try again in a few minutes.',
  'payouts.provider_error': 'The payout service could not process the request.',
  'payouts.test.title': 'Test Moy Nalog (“My Tax”): nothing is registered',
  'payouts.test.notice':
    'This page stands in for Moy Nalog (“My Tax”) in the built-in test payouts provider: no permission is given to anyone.',
  'payouts.test.question': 'Allow the platform to register receipts for your income?',
  'payouts.test.inn': 'INN',
  'payouts.test.allow': 'Allow',
  'payouts.test.decline': 'Decline',
  'payouts.test.confirmed': 'Permission given.',
  'payouts.test.canceled': 'Permission declined.',
  'payouts.test.back': 'Back to payouts',
  'payouts.receipt.service': 'Author’s fee for selling lesson materials',
  'payouts.register.purpose':
    'Author’s fee for selling lesson materials under payout request No. :id. VAT exempt',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    payouts: typeof en;
  }
}

export const payoutsMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'payouts.type.in': 'Выберите: самозанятый или индивидуальный предприниматель.',
    'payouts.name.required': 'Укажите ФИО получателя.',
    'payouts.inn.required': 'Укажите ИНН.',
    'payouts.inn.format': 'ИНН физического лица состоит из 12 цифр.',
    'payouts.inn.company':
      'Это ИНН организации (10 цифр). Выплаты получают физические лица: укажите свой ИНН из 12 цифр.',
    'payouts.inn.checksum': 'В ИНН неверная контрольная цифра. Проверьте номер.',
    'payouts.bic.required': 'Укажите БИК банка.',
    'payouts.bic.format': 'БИК состоит из 9 цифр и начинается с 04.',
    'payouts.account.required': 'Укажите номер счёта.',
    'payouts.account.format': 'Номер счёта состоит из 20 цифр.',
    'payouts.account.correspondent':
      'Это корреспондентский счёт банка, а не ваш. Укажите номер своего счёта.',
    'payouts.account.checksum': 'Номер счёта не сходится с БИК: в одном из них ошибка в цифре.',
    'payouts.wallet.required': 'Самозанятым выплаты приходят на кошелёк ЮMoney: укажите его номер.',
    'payouts.wallet.format': 'Номер кошелька ЮMoney состоит из 11–20 цифр и начинается с 41001.',
    'payouts.month.format': 'Укажите месяц в виде ГГГГ-ММ.',
    'payouts.no_requisites': 'Сначала заполните реквизиты для выплат.',
    'payouts.email_unverified':
      'Сначала подтвердите email: откройте ссылку из письма или запросите новую в настройках.',
    'payouts.not_self_employed': 'Подключение через «Мой налог» — только для самозанятых.',
    'payouts.not_connected':
      'Сначала подключите выплаты в «Мой налог»: платформе нужно ваше разрешение регистрировать чеки.',
    'payouts.below_minimum': 'Доступный остаток меньше минимальной суммы выплаты.',
    'payouts.pending_request': 'Предыдущая заявка на выплату ещё не исполнена.',
    'payouts.not_payable': 'Эту выплату нельзя отметить оплаченной.',
    'payouts.not_cancelable': 'Заявку уже не отменить: её взяли в ежемесячную выплату.',
    'payouts.provider_unavailable':
      'Сервис выплат сейчас недоступен. Попробуйте ещё раз через несколько минут.',
    'payouts.provider_error': 'Сервис выплат не смог обработать запрос.',
    'payouts.test.title': 'Тестовый «Мой налог» — ничего не регистрируется',
    'payouts.test.notice':
      'Эта страница заменяет «Мой налог» во встроенном тестовом провайдере выплат: никакие права никому не выдаются.',
    'payouts.test.question': 'Разрешить платформе регистрировать чеки о ваших доходах?',
    'payouts.test.inn': 'ИНН',
    'payouts.test.allow': 'Разрешить',
    'payouts.test.decline': 'Отклонить',
    'payouts.test.confirmed': 'Разрешение выдано.',
    'payouts.test.canceled': 'Разрешение отклонено.',
    'payouts.test.back': 'Вернуться к выплатам',
    'payouts.receipt.service': 'Вознаграждение автора за продажу учебных материалов',
    'payouts.register.purpose':
      'Вознаграждение автора за продажу учебных материалов по заявке на выплату № :id. НДС не облагается',
  },
});
