import type { Locale } from '../i18n/locale';
import { translate, type MessageKey } from '../i18n/messages';
import type { MailMessage } from '../mail/mail.service';
import type { NotificationData, NotificationMailKind } from './notification-kinds';
import { markText } from './notification-mark';
import './notifications.messages';
import { escapeHtml } from '../common/http/escape-html';

interface Envelope {
  to: string;
  locale: Locale;
  kind: NotificationMailKind;
  /** The product name that signs the mail. */
  sender: string;
  unsubscribeUrl: string;
}

export interface NotificationMailParams extends Envelope {
  data: NotificationData;
  /** Where the button leads: the work's page. */
  link: string;
}

export interface DigestItem {
  data: NotificationData;
  link: string;
}

/** The variant of a kind's texts: a resubmission and a re-grade read differently. */
function textsOf(kind: NotificationMailKind, data: NotificationData): string {
  if (kind === 'work_submitted' && data.resubmitted === true) return 'work_resubmitted';
  if (kind === 'work_checked' && data.regraded === true) return 'work_regraded';
  return kind;
}

/** How a notification's note is introduced, where not as the teacher's note. */
const NOTE_KEYS: Partial<Record<NotificationMailKind, MessageKey>> = {
  comment_added: 'notifications.mail.comment',
  material_updated: 'notifications.mail.changelog',
};

interface Body {
  subject: string;
  /** Paragraphs; the link list of a digest is one paragraph per line. */
  lines: string[];
  action: string;
  link: string;
}

function render(envelope: Envelope, body: Body): MailMessage {
  const { to, locale, kind, sender, unsubscribeUrl } = envelope;
  const t = (key: MessageKey, params: Record<string, string> = {}): string =>
    translate(key, locale, params);
  const kindName = t(`notifications.kind.${kind}`);
  const why = t('notifications.mail.why', { kind: kindName });
  const unsubscribe = t('notifications.mail.unsubscribe', { kind: kindName });
  const text = [
    t('mail.greeting'),
    '',
    ...body.lines.flatMap((line) => [line, '']),
    `${body.action}: ${body.link}`,
    '',
    t('mail.regards'),
    sender,
    '',
    '--',
    why,
    `${unsubscribe}: ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const paragraph = (content: string): string => `<p>${escapeHtml(content)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #222;">',
    `<h1 style="font-size: 20px;">${escapeHtml(t('mail.greeting'))}</h1>`,
    ...body.lines.map(paragraph),
    `<p><a href="${escapeHtml(body.link)}" style="display: inline-block; padding: 10px 18px; background: #2d6cdf; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(body.action)}</a></p>`,
    `<p>${escapeHtml(t('mail.regards'))}<br>${escapeHtml(sender)}</p>`,
    `<p style="font-size: 12px; color: #666;">${escapeHtml(why)}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: body.subject, text, html, listUnsubscribe: unsubscribeUrl };
}

/** One notification's mail, in the recipient's language, as text and HTML. */
export function notificationMail(params: NotificationMailParams): MailMessage {
  const { locale, kind, data, link } = params;
  const texts = textsOf(kind, data);
  const values = {
    task: data.task_title,
    actor: data.actor_name ?? '',
    version: String(data.version ?? ''),
  };
  const key = (part: 'subject' | 'body'): MessageKey =>
    `notifications.mail.${texts}.${part}` as MessageKey;
  const lines = [translate(key('body'), locale, values)];
  const mark = data.mark === undefined ? undefined : markText(data.mark, locale);
  if (mark !== undefined) lines.push(translate('notifications.mail.mark', locale, { mark }));
  if (data.note !== undefined && data.note !== '') {
    lines.push(
      translate(NOTE_KEYS[kind] ?? 'notifications.mail.note', locale, { note: data.note }),
    );
  }
  const subject = translate(key('subject'), locale, values);
  return render(params, {
    subject:
      mark === undefined
        ? subject
        : translate('notifications.mail.subject_mark', locale, { subject, mark }),
    lines,
    action: translate('notifications.mail.open', locale),
    link,
  });
}

/** A teacher's daily summary of submitted works. */
export function digestMail(
  envelope: Omit<Envelope, 'kind'>,
  items: readonly DigestItem[],
  queueLink: string,
): MailMessage {
  const { locale } = envelope;
  const lines = [
    translate('notifications.mail.digest.body', locale),
    ...items.map(({ data, link }) => {
      const item = translate('notifications.mail.digest.item', locale, {
        actor: data.actor_name ?? '',
        task: data.task_title,
      });
      const again =
        data.resubmitted === true
          ? ` ${translate('notifications.mail.digest.resubmitted', locale)}`
          : '';
      return `${item}${again} ${link}`;
    }),
  ];
  return render(
    { ...envelope, kind: 'work_submitted' },
    {
      subject: translate('notifications.mail.digest.subject', locale, { count: items.length }),
      lines,
      action: translate('notifications.mail.digest.open', locale),
      link: queueLink,
    },
  );
}
