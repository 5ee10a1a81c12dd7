import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import type { MailMessage } from '../mail/mail.service';
import './account.messages';
import { compose } from './email-change.mail';

/** The link that verifies the account's address, mailed to it (valid 24 hours). */
export function emailVerificationMail(params: {
  to: string;
  link: string;
  locale: Locale;
  sender: string;
}): MailMessage {
  const { locale } = params;
  return compose({
    ...params,
    subject: 'mail.email_verification.subject',
    paragraphs: [
      translate('mail.email_verification.intro', locale),
      translate('mail.email_verification.expire', locale),
      translate('mail.email_verification.outro', locale),
    ],
    action: { text: translate('mail.email_verification.action', locale), link: params.link },
  });
}
