import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@tutor/api-client';
import { useSession } from '@tutor/session';
import { useApiErrorText } from './ApiErrorAlert';
import { Button } from './Button';

export interface EmailVerificationNoticeProps {
  /** What waits for the address on this page (e.g. payouts), said after the request. */
  waiting?: string;
}

/**
 * «Confirm your address …» with a button that mails the link again, while the signed-in
 * user's address is unverified; nothing otherwise. The API sends at most one link a minute
 * and says so.
 */
export function EmailVerificationNotice({ waiting }: EmailVerificationNoticeProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const user = useSession((state) => state.user);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);
  if (!user || user.email_verified) return null;

  const resend = async () => {
    setBusy(true);
    setAnswer(null);
    try {
      const sent = await apiRequest('post', '/api/account/email/verification');
      setAnswer({ text: sent.message, failed: false });
    } catch (error) {
      setAnswer({ text: errorText(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="ui-alert ui-alert-info ui-verify-notice"
      aria-labelledby="email-verification-title"
    >
      <div className="ui-verify-notice-text">
        <p id="email-verification-title">{t('email_verification.notice', { email: user.email })}</p>
        {waiting ? <p>{waiting}</p> : null}
        {answer ? (
          <p
            className={answer.failed ? 'ui-verify-notice-error' : undefined}
            role={answer.failed ? 'alert' : 'status'}
          >
            {answer.text}
          </p>
        ) : null}
      </div>
      <div>
        <Button variant="secondary" size="small" busy={busy} onClick={() => void resend()}>
          {t('email_verification.resend')}
        </Button>
      </div>
    </section>
  );
}
