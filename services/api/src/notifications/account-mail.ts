import type { AccountNotificationKind } from '@tutor/contracts';
import { escapeHtml } from '../common/http/escape-html';
import type { Locale } from '../i18n/locale';
import { translate, type MessageKey } from '../i18n/messages';
import type { MailMessage } from '../mail/mail.service';
import type { NotificationData } from './notification-kinds';
import './account-mail.messages';

export interface AccountMailParams {
  to: string;
  locale: Locale;
  kind: AccountNotificationKind;
  /** The product name that signs the mail. */
  sender: string;
  data: NotificationData;
  /** Where the button leads. */
  link: string;
  /** When it happened, epoch ms. */
  at: number;
}

/** 27 ноября 2026 г., 14:05 МСК: one date format per language, the product's time zone. */
export function mailMoment(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Moscow',
  }).format(at);
}

/** 490 ₽ in either language. */
export function mailRubles(amountRub: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amountRub);
}

/** The paragraphs of each kind, after its body line. */
function details(params: AccountMailParams, t: (key: MessageKey) => string): string[] {
  const { kind, data } = params;
  switch (kind) {
    case 'password_changed':
    case 'material_sold':
      return [t(`account_mail.${kind}.hint`)];
    case 'purchase_paid':
    case 'subscription_paid': {
      const receipt =
        data.receipt_url === undefined
          ? t('account_mail.receipt_by_provider')
          : t('account_mail.receipt');
      return [
        t(`account_mail.${kind}.what`),
        t('account_mail.amount'),
        t('account_mail.date'),
        receipt,
      ];
    }
  }
}

/**
 * The mail of the account's own news, in the user's language: always sent, so it carries
 * no unsubscribe link. A receipt says what, how much, when, and the provider's receipt.
 */
export function accountMail(params: AccountMailParams): MailMessage {
  const { to, locale, kind, data, sender, link } = params;
  const values = {
    email: to,
    when: mailMoment(params.at, locale),
    title: data.task_title,
    amount: mailRubles(data.amount_rub ?? 0, locale),
    url: data.receipt_url ?? '',
  };
  const t = (key: MessageKey): string => translate(key, locale, values);
  const subject = t(`account_mail.${kind}.subject`);
  const lines = [t(`account_mail.${kind}.body`), ...details(params, t)];
  const action = t(`account_mail.${kind}.action`);
  const text = [
    t('mail.greeting'),
    '',
    ...lines.flatMap((line) => [line, '']),
    `${action}: ${link}`,
    '',
    t('mail.regards'),
    sender,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #222;">',
    `<h1 style="font-size: 20px;">${escapeHtml(t('mail.greeting'))}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #2d6cdf; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(t('mail.regards'))}<br>${escapeHtml(sender)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
