import { escapeHtml } from '../../common/http/escape-html';
import type { Locale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import type { TestPayoutObject } from './test-payout-object.entity';
import { testSelfEmployedPath } from './test-payout.provider';

const STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}',
  '.notice{background:#fff4ce;border:1px solid #e0b400;padding:.75rem;border-radius:.5rem}',
  'form{display:inline-block;margin-right:.75rem}',
  'button{font-size:1rem;padding:.6rem 1.4rem;border-radius:.4rem;border:1px solid #555;cursor:pointer}',
  '.allow{background:#1a7f37;color:#fff;border-color:#1a7f37}',
].join('');

function decisionForm(
  object: TestPayoutObject,
  action: 'allow' | 'decline',
  locale: Locale,
): string {
  const label = translate(
    action === 'allow' ? 'payouts.test.allow' : 'payouts.test.decline',
    locale,
  );
  return [
    `<form method="post" action="${escapeHtml(testSelfEmployedPath(object.id))}/${action}">`,
    `<input type="hidden" name="token" value="${escapeHtml(object.formToken)}">`,
    `<button type="submit" class="${action}">${escapeHtml(label)}</button>`,
    '</form>',
  ].join('');
}

/**
 * GET /payout-provider/test/self-employed/:connectionId: the test provider's stand-in for
 * «Мой налог», marked as a test: the INN, the question, Allow and Decline (each a form
 * posting the connection's token); once decided, the outcome and the way back.
 */
export function renderTestSelfEmployedPage(
  object: TestPayoutObject,
  locale: Locale,
  backUrl: string,
): { html: string; csp: string } {
  const title = translate('payouts.test.title', locale);
  const t = (key: Parameters<typeof translate>[0]): string => escapeHtml(translate(key, locale));
  const body =
    object.status === 'pending'
      ? [
          `<p>${t('payouts.test.question')}</p>`,
          decisionForm(object, 'allow', locale),
          decisionForm(object, 'decline', locale),
        ]
      : [
          `<p role="status">${t(object.status === 'confirmed' ? 'payouts.test.confirmed' : 'payouts.test.canceled')}</p>`,
        ];
  const html = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    '<body><main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="notice">${t('payouts.test.notice')}</p>`,
    `<p>${t('payouts.test.inn')}: ${escapeHtml(object.itn ?? '')}</p>`,
    ...body,
    `<p><a href="${escapeHtml(backUrl)}">${t('payouts.test.back')}</a></p>`,
    '</main></body></html>',
  ].join('\n');
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
