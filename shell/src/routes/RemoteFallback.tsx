import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff } from 'lucide-react';
import { Button, usePageTitle } from '@tutor/ui';

/** Why a remote's area shows its fallback. */
export type RemoteFailure = 'unavailable' | 'broken' | 'incompatible';

const MESSAGE_KEYS = {
  unavailable: 'shell.remote_failed',
  broken: 'shell.remote_broken',
  incompatible: 'shell.remote_incompatible',
} as const satisfies Record<RemoteFailure, string>;

export function RemoteFallback({
  failure,
  onRetry,
}: {
  failure: RemoteFailure;
  onRetry: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  usePageTitle(t('shell.titles.error'));
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ui-empty" role="alert">
      <div className="ui-empty-icon" aria-hidden="true">
        <CloudOff size={32} />
      </div>
      <p>{t(MESSAGE_KEYS[failure])}</p>
      <div className="ui-empty-action">
        <Button onClick={() => void retry()} busy={busy}>
          {t('shell.retry')}
        </Button>
      </div>
    </section>
  );
}
