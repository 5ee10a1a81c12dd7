import { useTranslation } from 'react-i18next';
import { isNetworkError } from '@tutor/api-client';
import { Alert } from './Alert';
import { useApiErrorText } from './ApiErrorAlert';

export interface ActionErrorProps {
  /** What the send threw; nothing, no alert. */
  error: unknown;
  /** The action's own failure text (e.g. the spec's "comment could not be added"). */
  fallback?: string;
}

/**
 * Beside an action (send, save) that failed: offline, "no network — not sent", so the
 * person knows nothing went and what they typed is still theirs to send; otherwise the
 * action's own text, or the catalogue's.
 */
export function ActionError({ error, fallback }: ActionErrorProps) {
  const { t } = useTranslation();
  const text = useApiErrorText();
  if (!error) return null;
  if (isNetworkError(error)) return <Alert>{t('ui.network.not_sent')}</Alert>;
  return <Alert>{fallback ?? text(error)}</Alert>;
}
