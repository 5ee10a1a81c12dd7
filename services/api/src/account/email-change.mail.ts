import type { Locale } from '../i18n/locale';
import { pluralUnit, translate, type MessageKey } from '../i18n/messages';
import type { MailMessage } from '../mail/mail.service';
import './account.messages';
import { escapeHtml } from '../common/http/escape-html';

export interface MailParts {
  to: string;
  locale: Locale;
  subject: MessageKey;
  /** Paragraphs in order; the action button goes after the first. */
  paragraphs: string[];
  action?: { text: string; link: string };
  sender: string;
}

/** An account mail: greeting, paragraphs, an optional button with its link spelled out. */
export function compose({
  to,
  locale,
  subject,
  paragraphs,
  action,
  sender,
}: MailParts): MailMessage {
  const t = (key: MessageKey): string => translate(key, locale);
  const [intro = '', ...rest] = paragraphs;
  const text = [
    t('mail.greeting'),
    '',
    intro,
    '',
    ...(action ? [`${action.text}: ${action.link}`, ''] : []),
    ...rest.flatMap((paragraph) => [paragraph, '']),
    t('mail.regards'),
    sender,
    '',
  ].join('\n');
  const p = (content: string): string => `<p>${escapeHtml(content)}</p>`;
  const href = action ? escapeHtml(action.link) : '';
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(t(subject))}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #222;">',
    `<h1 style="font-size: 20px;">${escapeHtml(t('mail.greeting'))}</h1>`,
    p(intro),
    ...(action
      ? [
          `<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #2d6cdf; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(action.text)}</a></p>`,
        ]
      : []),
    ...rest.map(p),
    `<p>${escapeHtml(t('mail.regards'))}<br>${escapeHtml(sender)}</p>`,
    ...(action
      ? [
          `<p style="font-size: 12px; color: #666;">${escapeHtml(t('mail.email_change.fallback'))}<br><a href="${href}">${href}</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
  return { to, subject: t(subject), text, html };
}

/** The confirmation link, mailed to the new address. */
export function emailChangeMail(params: {
  to: string;
  link: string;
  locale: Locale;
  expireMinutes: number;
  sender: string;
}): MailMessage {
  const { locale, expireMinutes } = params;
  return compose({
    ...params,
    subject: 'mail.email_change.subject',
    paragraphs: [
      translate('mail.email_change.intro', locale),
      translate('mail.email_change.expire', locale, {
        count: expireMinutes,
        unit: pluralUnit(expireMinutes, 'minutes', locale),
      }),
      translate('mail.email_change.outro', locale),
    ],
    action: { text: translate('mail.email_change.action', locale), link: params.link },
  });
}

/** The notice to the old address once the change is done. */
export function emailChangedMail(params: {
  to: string;
  newEmail: string;
  locale: Locale;
  sender: string;
}): MailMessage {
  const { locale, newEmail } = params;
  return compose({
    ...params,
    subject: 'mail.email_changed.subject',
    paragraphs: [
      translate('mail.email_changed.intro', locale, { email: newEmail }),
      translate('mail.email_changed.outro', locale),
    ],
  });
}
