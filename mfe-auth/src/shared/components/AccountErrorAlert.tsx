import { useTranslation } from 'react-i18next';
import { ApiError } from '@tutor/api-client';
import { ErrorKey } from '@tutor/contracts';
import { Alert, ActionError } from '@tutor/ui';

/** A failure without a field list; a rate limit says how long to wait, in words. */
export function AccountErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  if (error instanceof ApiError && error.key === ErrorKey.TooManyRequests) {
    return <Alert>{t('wait.too_many', { count: error.retryAfterSeconds ?? 60 })}</Alert>;
  }
  return <ActionError error={error} />;
}
