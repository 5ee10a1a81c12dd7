import { useTranslation } from 'react-i18next';
import type { FirstSteps } from '@tutor/contracts';
import { ButtonLink } from '@tutor/ui';
import { InviteControls } from '../../../shared/components/InviteControls';
import { paths, taskPath } from '../../../config/paths';
import { isDone, type StepName } from '../lib/progress';

/**
 * What a step offers: the invite link to copy right here, the way to a new task, the newest
 * unsent task to send; a done step says what was done.
 */
export function StepAction({ step, steps }: { step: StepName; steps: FirstSteps }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'first_steps' });
  if (isDone(steps, step)) return <p className="ui-hint">{t(`${step}.done`)}</p>;
  switch (step) {
    case 'invite':
      return (
        <>
          <p className="ui-hint">{t('invite.text')}</p>
          <InviteControls renewable={false} />
        </>
      );
    case 'create':
      return (
        <>
          <p className="ui-hint">{t('create.text')}</p>
          <ButtonLink to={paths.newTask} size="small">
            {t('create.action')}
          </ButtonLink>
        </>
      );
    case 'send':
      return steps.next_task === null ? (
        <p className="ui-hint">{t('send.needs_task')}</p>
      ) : (
        <>
          <p className="ui-hint">{t('send.text', { title: steps.next_task.title })}</p>
          <ButtonLink to={taskPath(steps.next_task.id)} size="small" className="first-step-send">
            {t('send.action')}
          </ButtonLink>
        </>
      );
  }
}
