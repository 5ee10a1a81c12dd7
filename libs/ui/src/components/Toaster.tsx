import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, X } from 'lucide-react';
import { toast, toastSnapshot, subscribeToToasts } from '../toast-store';

/**
 * Where success toasts appear: one polite live region, rendered once per page by
 * `mountRoutes` (the shell's page, or a remote's standalone page).
 */
export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(subscribeToToasts, toastSnapshot, toastSnapshot);
  return (
    <div className="ui-toasts" role="status" aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className="ui-toast">
          <CircleCheck size={20} aria-hidden="true" />
          <span>{item.text}</span>
          <button
            type="button"
            className="ui-toast-close"
            aria-label={t('ui.close')}
            onClick={() => toast.dismiss(item.id)}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  );
}
