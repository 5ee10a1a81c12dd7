import { escapeHtml } from '../../common/http/escape-html';
import type { Locale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import type { TestPayment } from './test-payment.entity';

/** The page and the Content-Security-Policy that fits it exactly. */
export interface TestPaymentPage {
  html: string;
  csp: string;
}

const STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}',
  '.notice{background:#fff4ce;border:1px solid #e0b400;padding:.75rem;border-radius:.5rem}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}dd{margin:0}',
  'form{display:inline-block;margin-right:.75rem}',
  'button{font-size:1rem;padding:.6rem 1.4rem;border-radius:.4rem;border:1px solid #555;cursor:pointer}',
  '.pay{background:#1a7f37;color:#fff;border-color:#1a7f37}',
].join('');

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
  return [
    `<form method="post" action="/payments/test/${escapeHtml(payment.id)}/${action}">`,
    `<input type="hidden" name="token" value="${escapeHtml(payment.formToken)}">`,
    `<button type="submit" class="${action}">${escapeHtml(label)}</button>`,
    '</form>',
  ].join('');
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
  const title = translate('payments.test.title', locale);
  const body =
    payment.status === 'pending'
      ? [decisionForm(payment, 'pay', locale), decisionForm(payment, 'cancel', locale)]
      : outcome(payment, locale);
  const html = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    '<body><main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="notice">${escapeHtml(translate('payments.test.notice', locale))}</p>`,
    '<dl>',
    `<dt>${escapeHtml(translate('payments.test.amount', locale))}</dt>`,
    `<dd>${escapeHtml(amountText(payment.amountRub, locale))}</dd>`,
    `<dt>${escapeHtml(translate('payments.test.description', locale))}</dt>`,
    `<dd>${escapeHtml(payment.description)}</dd>`,
    '</dl>',
    ...body,
    '</main></body></html>',
  ].join('\n');
  const origin = returnOrigin(payment.returnUrl);
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self'${origin === undefined ? '' : ` ${origin}`}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
