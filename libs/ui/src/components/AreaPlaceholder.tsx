import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCheck, Plus } from 'lucide-react';
import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { usePageTitle } from '../page-title';
import { EmptyState } from './EmptyState';
import { PageHeader } from './Layout';
import { ButtonLink } from './Links';

/**
 * A remote area with nothing in it yet: its translated title (also the tab's), the
 * empty-state sentence, and the next step for the role: a teacher creates a task, a
 * student opens their works.
 */
export function AreaPlaceholder({
  namespace,
  area,
  icon,
}: {
  namespace: string;
  area: string;
  icon?: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const role = useSession((state) => state.user?.role);
  const title = t(`${area}.title`);
  usePageTitle(title);
  const action =
    role === undefined ? null : role === ROLE_TEACHER ? (
      <ButtonLink to="/tasks/new" icon={<Plus size={18} aria-hidden="true" />}>
        {t('ui.next.create_task', { ns: 'translation' })}
      </ButtonLink>
    ) : (
      <ButtonLink to="/works" icon={<ClipboardCheck size={18} aria-hidden="true" />}>
        {t('ui.next.open_works', { ns: 'translation' })}
      </ButtonLink>
    );
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={t(`${area}.empty`)} icon={icon} action={action}>
        <p>{t(`${area}.hint`)}</p>
      </EmptyState>
    </>
  );
}
