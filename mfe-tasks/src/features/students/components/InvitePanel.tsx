import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteControls } from '../../../shared/components/InviteControls';

/** The invite section of /students: what the link does, and the link itself. */
export function InvitePanel() {
  const { t } = useTranslation('tasks');
  const titleId = useId();
  return (
    <section className="tasks-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('invite.title')}</h2>
      <p className="ui-hint">{t('invite.text')}</p>
      <InviteControls />
    </section>
  );
}
