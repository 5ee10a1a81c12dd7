import { useTranslation } from 'react-i18next';
import { useAreaUpdate } from '../federation/area-updates/use-area-update';
import { navLabel } from './nav-items';

/** Offers a reload when the area on screen has a new version (or is gone) since this page loaded. */
export function AreaUpdateBanner() {
  const { t, i18n } = useTranslation();
  const { update, dismiss } = useAreaUpdate();
  if (update === null) return null;
  const area = update.nav === undefined ? update.name : navLabel(update.nav, i18n.resolvedLanguage);
  return (
    <div className="shell-update" role="status">
      <p>{t(`shell.area_update.${update.kind}`, { area })}</p>
      <div className="shell-update-actions">
        <button
          type="button"
          className="ui-button ui-button-primary"
          onClick={() => window.location.reload()}
        >
          {t('shell.area_update.reload')}
        </button>
        <button type="button" className="ui-button ui-button-ghost" onClick={dismiss}>
          {t('shell.area_update.dismiss')}
        </button>
      </div>
    </div>
  );
}
