import { useTranslation } from 'react-i18next';
import { ApiError } from '@tutor/api-client';
import { Alert } from './Alert';

/** The text a person sees for a failed call: the catalogue's, or the server's own message. */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (!(error instanceof ApiError)) return t('errors.other');
    if (error.key === 'errors.other') return error.serverMessage ?? t('errors.other');
    if (error.key === 'errors.validation') return error.serverMessage ?? t(error.key);
    return t(error.key, { seconds: error.retryAfterSeconds ?? 60 });
  };
}

export function ApiErrorAlert({ error }: { error: unknown }) {
  const text = useApiErrorText();
  if (!error) return null;
  return <Alert>{text(error)}</Alert>;
}
