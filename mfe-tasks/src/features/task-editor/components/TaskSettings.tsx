import { useTranslation } from 'react-i18next';
import { TASK_LIMITS } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Checkbox, Field } from '@tutor/ui';
import { FLAGS, type TaskDraft } from '../lib/draft';
import type { DraftActions } from '../hooks/use-task-draft';

interface Props {
  draft: TaskDraft;
  errors: Errors;
  actions: DraftActions;
  /**
   * The send options (delayed sending, later joiners): here for a new task; a saved one
   * has them once, in its send section.
   */
  sendOptions: boolean;
}

const SEND_FLAGS: readonly string[] = ['only_new'];

/** Timer, deadline, delayed sending and the task's switches. */
export function TaskSettings({ draft, errors, actions, sendOptions }: Props) {
  const { t } = useTranslation('tasks');
  return (
    <section className="tasks-panel" aria-labelledby="tasks-settings-title">
      <h2 id="tasks-settings-title">{t('editor.settings')}</h2>
      <div className="tasks-grid">
        <Field
          label={t('editor.timer')}
          type="number"
          min={0}
          max={TASK_LIMITS.timerMinutesMax}
          step={1}
          hint={t('editor.timer_hint')}
          value={draft.timer_minutes}
          errors={errors.timer_minutes}
          onChange={(event) => actions.set('timer_minutes', event.target.value)}
        />
        <Field
          label={t('editor.deadline')}
          type="datetime-local"
          step={1}
          value={draft.deadline}
          errors={errors.deadline}
          onChange={(event) => actions.set('deadline', event.target.value)}
        />
        {sendOptions ? (
          <Field
            label={t('editor.delay_at')}
            type="datetime-local"
            step={1}
            hint={t('editor.delay_at_hint')}
            value={draft.delay_at}
            errors={errors.delay_at}
            onChange={(event) => actions.set('delay_at', event.target.value)}
          />
        ) : null}
      </div>
      {(sendOptions ? FLAGS : FLAGS.filter((flag) => !SEND_FLAGS.includes(flag))).map((flag) => (
        <Checkbox
          key={flag}
          label={t(`editor.${flag}`)}
          checked={draft[flag]}
          errors={errors[flag]}
          onChange={(event) => actions.set(flag, event.target.checked)}
        />
      ))}
      {sendOptions ? null : <p className="ui-hint">{t('send_options.in_send_section')}</p>}
    </section>
  );
}
