import { escapeHtml } from '../../common/http/escape-html';
import type { Locale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import { renderStandInPage, standInForm, type StandInPage } from './stand-in-page';
import type { TestPayment } from './test-payment.entity';

/** The page and the Content-Security-Policy that fits it exactly. */
export type TestPaymentPage = StandInPage;

/** The return URL's origin, for form-action: the form's redirect goes there. */
function returnOrigin(returnUrl: string): string | undefined {
  try {
    const url = new URL(returnUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function amountText(amountRub: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amountRub);
}

function decisionForm(payment: TestPayment, action: 'pay' | 'cancel', locale: Locale): string {
  const label = translate(action === 'pay' ? 'payments.test.pay' : 'payments.test.cancel', locale);
  return standInForm(`/payments/test/${payment.id}/${action}`, payment.formToken, action, label);
}

function outcome(payment: TestPayment, locale: Locale): string[] {
  const key = payment.status === 'succeeded' ? 'payments.test.succeeded' : 'payments.test.canceled';
  return [
    `<p role="status">${escapeHtml(translate(key, locale))}</p>`,
    `<p><a href="${escapeHtml(payment.returnUrl)}">${escapeHtml(translate('payments.test.back', locale))}</a></p>`,
  ];
}

/**
 * GET /payments/test/:paymentId: the test provider's payment page, marked as a test in
 * its title and heading, with the amount, what it is for, and Pay and Cancel (each a form
 * posting the payment's token); once decided, the outcome and the way back.
 */
export function renderTestPaymentPage(payment: TestPayment, locale: Locale): TestPaymentPage {
  const body =
    payment.status === 'pending'
      ? [decisionForm(payment, 'pay', locale), decisionForm(payment, 'cancel', locale)]
      : outcome(payment, locale);
  return renderStandInPage({
    locale,
    title: translate('payments.test.title', locale),
    notice: translate('payments.test.notice', locale),
    style:
      'dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}dd{margin:0}',
    primaryClass: 'pay',
    body: [
      '<dl>',
      `<dt>${escapeHtml(translate('payments.test.amount', locale))}</dt>`,
      `<dd>${escapeHtml(amountText(payment.amountRub, locale))}</dd>`,
      `<dt>${escapeHtml(translate('payments.test.description', locale))}</dt>`,
      `<dd>${escapeHtml(payment.description)}</dd>`,
      '</dl>',
      ...body,
    ],
    formTarget: returnOrigin(payment.returnUrl),
  });
}
