import { escapeHtml } from '../common/http/escape-html';
import type { Locale } from '../i18n/locale';
import { translate, type MessageKey } from '../i18n/messages';
import type { MailMessage } from '../mail/mail.service';

/**
 * reminder: three days before a charge; failed: a charge failed, retried then; last_failed:
 * none left; refunded: a second payment at the referral price was given back.
 */
export type SubscriptionMailKind = 'reminder' | 'failed' | 'last_failed' | 'refunded';

export interface SubscriptionMailParams {
  to: string;
  locale: Locale;
  kind: SubscriptionMailKind;
  /** The charge's (reminder, failed, refunded: when it was paid) or the plan's end (last_failed). */
  at: number;
  amountRub: number;
  method: string;
  /** `${APP_URL}/settings#subscription`: the plan section */
  link: string;
  /** Signs the mail: the logo title or the product name. */
  sender: string;
}

/** A date as people read it in mail: «12 марта 2026 г.», Moscow time. */
export function mailDate(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Moscow',
  }).format(at);
}

export function rubles(amountRub: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    style: 'currency',
    currency: 'RUB',
    maximumFractionDigits: 0,
  }).format(amountRub);
}

/** One of the renewal's mails, as text and HTML, in the teacher's language. */
export function subscriptionMail(params: SubscriptionMailParams): MailMessage {
  const { locale, kind } = params;
  const values = {
    date: mailDate(params.at, locale),
    amount: rubles(params.amountRub, locale),
    method: params.method,
  };
  const t = (key: MessageKey): string => translate(key, locale, values);
  const subject = t(`subscriptions.mail.${kind}.subject`);
  const lines = [
    t('subscriptions.mail.greeting'),
    t(`subscriptions.mail.${kind}.intro`),
    t(`subscriptions.mail.${kind}.outro`),
  ];
  const text = [
    ...lines.flatMap((line) => [line, '']),
    `${t('subscriptions.mail.settings')}: ${params.link}`,
    '',
    t('subscriptions.mail.regards'),
    params.sender,
    '',
  ].join('\n');
  const href = escapeHtml(params.link);
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #222;">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${href}">${escapeHtml(t('subscriptions.mail.settings'))}</a></p>`,
    `<p>${escapeHtml(t('subscriptions.mail.regards'))}<br>${escapeHtml(params.sender)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: params.to, subject, text, html };
}
