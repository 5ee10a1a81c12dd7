import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { ApiError, isNetworkError } from '@tutor/api-client';
import { ErrorKey } from '@tutor/contracts';
import { Alert } from './Alert';
import { useApiErrorText } from './ApiErrorAlert';
import { Button } from './Button';

/** Failures that asking again cannot mend: the page is gone or not the person's. */
const FINAL: readonly string[] = [
  ErrorKey.Unauthenticated,
  ErrorKey.Unauthorized,
  ErrorKey.ModelNotFound,
  ErrorKey.WorkNotFound,
];

export interface QueryErrorProps {
  error: unknown;
  /** Asks again (the query's `refetch`). */
  onRetry: () => void;
  /** A retry is on its way: the button waits, so a second click asks nothing more. */
  retrying?: boolean;
}

/**
 * A read that failed: offline, "no network" with what to do; otherwise the catalogue's
 * text. Either way with "Retry", unless asking again cannot help (not found, no access).
 */
export function QueryError({ error, onRetry, retrying = false }: QueryErrorProps) {
  const { t } = useTranslation();
  const text = useApiErrorText();
  const network = isNetworkError(error);
  const final = !network && error instanceof ApiError && FINAL.includes(error.key);
  return (
    <div className="ui-query-error">
      <Alert>
        {network ? (
          <div>
            <strong>{t('ui.network.title')}</strong>
            <p>{t('ui.network.hint')}</p>
          </div>
        ) : (
          text(error)
        )}
      </Alert>
      {final ? null : (
        <Button
          variant="secondary"
          busy={retrying}
          icon={<RotateCw size={18} aria-hidden="true" />}
          onClick={onRetry}
        >
          {t('ui.network.retry')}
        </Button>
      )}
    </div>
  );
}
