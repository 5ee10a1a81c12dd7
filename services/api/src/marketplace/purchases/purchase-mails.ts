import { escapeHtml } from '../../common/http/escape-html';
import type { Locale } from '../../i18n/locale';
import { translate, type MessageKey } from '../../i18n/messages';
import type { MailMessage } from '../../mail/mail.service';
import '../marketplace.messages';

export interface ExtraChargeMailParams {
  to: string;
  locale: Locale;
  /** The material's title. */
  title: string;
  /** What was charged and is given back. */
  amountRub: number;
  /** The material's page. */
  link: string;
  /** Signs the mail: the logo title or the product name. */
  sender: string;
}

function rubles(amountRub: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    style: 'currency',
    currency: 'RUB',
    maximumFractionDigits: 0,
  }).format(amountRub);
}

/** A charge beyond the purchase's one was refunded: the buyer's mail, text and HTML. */
export function extraChargeMail(params: ExtraChargeMailParams): MailMessage {
  const { locale } = params;
  const values = { title: params.title, amount: rubles(params.amountRub, locale) };
  const t = (key: MessageKey): string => translate(key, locale, values);
  const subject = t('marketplace.mail.extra_charge.subject');
  const lines = [
    t('marketplace.mail.greeting'),
    t('marketplace.mail.extra_charge.intro'),
    t('marketplace.mail.extra_charge.outro'),
  ];
  const open = t('marketplace.mail.open_material');
  const text = [
    ...lines.flatMap((line) => [line, '']),
    `${open}: ${params.link}`,
    '',
    t('marketplace.mail.regards'),
    params.sender,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #222;">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(params.link)}">${escapeHtml(open)}</a></p>`,
    `<p>${escapeHtml(t('marketplace.mail.regards'))}<br>${escapeHtml(params.sender)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: params.to, subject, text, html };
}
