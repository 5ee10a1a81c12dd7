import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import type { NotificationMailKind } from './notification-kinds';
import './notifications.messages';
import { escapeHtml } from '../common/http/escape-html';

/** The page the unsubscribe link opens. */
export function unsubscribePage(
  answer:
    { locale: Locale; done: true; kind: NotificationMailKind } | { locale: Locale; done: false },
): string {
  const { locale } = answer;
  const title = translate(
    answer.done ? 'notifications.unsubscribe.title' : 'notifications.unsubscribe.invalid_title',
    locale,
  );
  const message = answer.done
    ? translate('notifications.unsubscribe.done', locale, {
        kind: translate(`notifications.kind.${answer.kind}`, locale),
      })
    : translate('notifications.unsubscribe.invalid', locale);
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #222; max-width: 36rem; margin: 3rem auto; padding: 0 1rem;">',
    `<main><h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(message)}</p>`,
    `<p><a href="/settings">${escapeHtml(translate('notifications.unsubscribe.settings', locale))}</a></p>`,
    '</main></body></html>',
  ].join('\n');
}
