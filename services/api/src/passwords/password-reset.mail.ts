import type { Locale } from '../i18n/locale';
import { pluralUnit, translate } from '../i18n/messages';
import type { MailMessage } from '../mail/mail.service';
import { escapeHtml } from '../common/http/escape-html';

export interface PasswordResetMailParams {
  to: string;
  /** `${APP_URL}/password/reset/${token}?email=…` */
  link: string;
  locale: Locale;
  expireMinutes: number;
  /** Signs the mail: the logo title or the product name. */
  sender: string;
  /**
   * `reset` answers a forgotten password; `welcome` asks a person who signed up through a
   * provider (`provider`, its name) to set their first password. Same link, same page.
   */
  kind?: PasswordMailKind;
  provider?: string;
}

export type PasswordMailKind = 'reset' | 'welcome';

/** The reset mail in the request's language, as text and HTML. */
export function passwordResetMail({
  to,
  link,
  locale,
  expireMinutes,
  sender,
  kind = 'reset',
  provider = '',
}: PasswordResetMailParams): MailMessage {
  const t = (key: Parameters<typeof translate>[0]): string => translate(key, locale, { provider });
  const expire = translate(`mail.${kind}.expire`, locale, {
    count: expireMinutes,
    unit: pluralUnit(expireMinutes, 'minutes', locale),
  });
  const text = [
    t('mail.greeting'),
    '',
    t(`mail.${kind}.intro`),
    '',
    `${t(`mail.${kind}.action`)}: ${link}`,
    '',
    expire,
    '',
    t(`mail.${kind}.outro`),
    '',
    t('mail.regards'),
    sender,
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const paragraph = (content: string): string => `<p>${escapeHtml(content)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(t(`mail.${kind}.subject`))}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #222;">',
    `<h1 style="font-size: 20px;">${escapeHtml(t('mail.greeting'))}</h1>`,
    paragraph(t(`mail.${kind}.intro`)),
    `<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #2d6cdf; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(t(`mail.${kind}.action`))}</a></p>`,
    paragraph(expire),
    paragraph(t(`mail.${kind}.outro`)),
    `<p>${escapeHtml(t('mail.regards'))}<br>${escapeHtml(sender)}</p>`,
    `<p style="font-size: 12px; color: #666;">${escapeHtml(t('mail.reset.fallback'))}<br><a href="${href}">${href}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t(`mail.${kind}.subject`), text, html };
}
