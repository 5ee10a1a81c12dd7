import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tutor/ui';

export function RemoteFallback({ onRetry }: { onRetry: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="shell-remote-fallback" role="alert">
      <p>{t('shell.remote_failed')}</p>
      <Button onClick={() => void retry()} busy={busy}>
        {t('shell.retry')}
      </Button>
    </section>
  );
}
