import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../use-online';

/**
 * A note across the page while the browser is offline. The status region stays on the
 * page, so a screen reader hears the note when it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" className={online ? 'ui-offline-banner-idle' : 'ui-offline-banner'}>
      {online ? null : (
        <>
          <WifiOff size={18} aria-hidden="true" />
          <span>{t('ui.network.offline')}</span>
        </>
      )}
    </div>
  );
}
