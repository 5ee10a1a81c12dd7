import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/** A remote area with nothing in it yet: its translated title and empty-state text. */
export function AreaPlaceholder({ namespace, area }: { namespace: string; area: string }) {
  const { t } = useTranslation(namespace);
  return (
    <EmptyState title={t(`${area}.title`)}>
      <p>{t(`${area}.empty`)}</p>
    </EmptyState>
  );
}
