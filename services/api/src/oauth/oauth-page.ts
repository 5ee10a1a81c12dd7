import { createHash } from 'node:crypto';
import { AccountMessage, type SocialPopupResult } from '@tutor/contracts';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { escapeHtml } from '../common/http/escape-html';

/** A page the API renders itself, with the Content-Security-Policy that fits it exactly. */
export interface RenderedPage {
  html: string;
  csp: string;
}

/** A JavaScript string literal that is safe inside <script> (no `</script>`, no U+2028). */
function scriptString(text: string): string {
  return JSON.stringify(text)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const LOCKED_DOWN = "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The key and parameters a translated `{ message }` result was made from. */
export interface ResultNotice {
  key: string;
  provider: string;
  email?: string;
}

const notices = new WeakMap<SocialPopupResult, ResultNotice>();

/**
 * Marks a translated result with what it says: the popup gets the text, while the
 * full-page flow sends the key to /login, which shows only keys it knows.
 */
export function withNotice(result: SocialPopupResult, notice: ResultNotice): SocialPopupResult {
  notices.set(result, notice);
  return result;
}

function noticeTarget(notice: ResultNotice | undefined): string {
  if (notice === undefined) return '/login';
  const query = new URLSearchParams({ message: notice.key, provider: notice.provider });
  if (notice.email !== undefined) query.set('email', notice.email);
  return `/login?${query.toString()}`;
}

/**
 * Where the full-page flow (`display=page`, or a popup that lost its opener) ends: the
 * answered redirect, stage 3 of /login with the email, /settings after a link, or /login
 * showing the message.
 */
export function pageFlowTarget(result: SocialPopupResult): string {
  if ('redirect' in result) return result.redirect;
  if ('oauth' in result) return '/settings';
  if (result.message === AccountMessage.OauthRegistration) {
    const email = 'email' in result && typeof result.email === 'string' ? result.email : '';
    return `/login?message=${AccountMessage.OauthRegistration}&email=${encodeURIComponent(email)}`;
  }
  return noticeTarget(notices.get(result));
}

interface ResultPageParams {
  result: SocialPopupResult;
  /** The opener's origin (APP_URL's): postMessage goes there and nowhere else. */
  appOrigin: string;
  providerName: string;
  locale: Locale;
}

/**
 * The callback page in the popup: its one inline script posts the result to the opener
 * as one JSON string, then closes the popup; without an opener it continues as the
 * full-page flow. The CSP allows that script alone, by its hash.
 */
export function renderResultPage({
  result,
  appOrigin,
  providerName,
  locale,
}: ResultPageParams): RenderedPage {
  const fallback = pageFlowTarget(result);
  const script = [
    '(function () {',
    `  var result = ${scriptString(JSON.stringify(result))};`,
    `  var opener = window.opener;`,
    '  if (opener && !opener.closed) {',
    `    opener.postMessage(result, ${scriptString(appOrigin)});`,
    '    window.close();',
    '  } else {',
    `    window.location.replace(${scriptString(fallback)});`,
    '  }',
    '})();',
  ].join('\n');
  const hash = createHash('sha256').update(script).digest('base64');
  const title = translate('oauth.page.title', locale, { provider: providerName });
  const html = page(locale, title, [
    `<p>${escapeHtml(translate('oauth.page.done', locale))}</p>`,
    `<p><a href="${escapeHtml(fallback)}">${escapeHtml(translate('oauth.page.continue', locale))}</a></p>`,
    `<script>${script}</script>`,
  ]);
  return { html, csp: `default-src 'none'; script-src 'sha256-${hash}'; ${LOCKED_DOWN}` };
}

/** The small HTML page both sign-in pages are: a title and the given body. */
function page(locale: Locale, title: string, body: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body>',
    `<h1>${escapeHtml(title)}</h1>`,
    ...body,
    '</body></html>',
  ].join('\n');
}

export const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

interface TelegramPageParams {
  botName: string;
  /** The callback the widget sends the browser to with the signed login. */
  authUrl: string;
  providerName: string;
  locale: Locale;
}

/** GET /oauth/telegram: Telegram's login widget for the bot (TELEGRAM_BOT_NAME). */
export function renderTelegramPage({
  botName,
  authUrl,
  providerName,
  locale,
}: TelegramPageParams): RenderedPage {
  const title = translate('oauth.page.title', locale, { provider: providerName });
  const html = page(locale, title, [
    `<p>${escapeHtml(translate('oauth.page.telegram', locale))}</p>`,
    `<script async src="${TELEGRAM_WIDGET_SCRIPT}" data-telegram-login="${escapeHtml(botName)}"` +
      ` data-size="large" data-auth-url="${escapeHtml(authUrl)}" data-request-access="write"></script>`,
  ]);
  const csp = [
    "default-src 'none'",
    'script-src https://telegram.org',
    'frame-src https://oauth.telegram.org',
    'img-src https://telegram.org https://t.me data:',
    "style-src 'unsafe-inline'",
    LOCKED_DOWN,
  ].join('; ');
  return { html, csp };
}
