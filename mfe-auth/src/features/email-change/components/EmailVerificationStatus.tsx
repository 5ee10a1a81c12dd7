import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, EmailVerificationNotice } from '@tutor/ui';
import {
  forgetEmailVerificationResult,
  readEmailVerificationResult,
  type EmailVerificationResult,
} from '../lib/email-verification-result';

/**
 * The settings' word on the address: what the verification link just did (back from it),
 * and while the address is unverified, the notice with its resend button.
 */
export function EmailVerificationStatus() {
  const { t } = useTranslation('auth');
  const [result] = useState<EmailVerificationResult | null>(() => {
    const found = readEmailVerificationResult(window.location.search);
    forgetEmailVerificationResult();
    return found;
  });
  return (
    <>
      {result ? (
        <Alert tone={result === 'done' ? 'success' : 'error'}>
          {t(`settings.email.verification.${result}`)}
        </Alert>
      ) : null}
      <EmailVerificationNotice />
    </>
  );
}
