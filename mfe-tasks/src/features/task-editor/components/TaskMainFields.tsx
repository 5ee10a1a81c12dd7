import { useTranslation } from 'react-i18next';
import { TASK_LIMITS, type Subject } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Field, Select, TextArea, TextLink } from '@tutor/ui';
import { paths } from '../../../config/paths';
import type { TaskDraft } from '../lib/draft';
import type { DraftActions } from '../hooks/use-task-draft';

interface Props {
  draft: TaskDraft;
  subjects: Subject[];
  errors: Errors;
  actions: DraftActions;
}

/**
 * Title, subject and the criteria students read. A teacher without subjects is pointed to
 * the subjects page and its starter list (the form's draft survives the trip).
 */
export function TaskMainFields({ draft, subjects, errors, actions }: Props) {
  const { t } = useTranslation('tasks');
  return (
    <section className="tasks-panel">
      <Field
        label={t('editor.title')}
        required
        maxLength={TASK_LIMITS.titleMax}
        value={draft.title}
        errors={errors.title}
        onChange={(event) => actions.set('title', event.target.value)}
      />
      <Select
        label={t('editor.subject')}
        placeholder={t('editor.no_subject')}
        options={subjects.map((subject) => ({ value: `${subject.id}`, label: subject.name }))}
        value={draft.subject_id}
        errors={errors.subject_id}
        onChange={(event) => actions.set('subject_id', event.target.value)}
      />
      {subjects.length === 0 ? (
        <p className="tasks-subject-hint">
          {t('editor.no_subjects_yet')}{' '}
          <TextLink to={paths.subjects}>{t('editor.add_subjects')}</TextLink>
        </p>
      ) : null}
      <TextArea
        label={t('editor.criteria')}
        hint={t('editor.criteria_hint')}
        maxLength={TASK_LIMITS.criteriaMax}
        value={draft.criteria}
        errors={errors.criteria}
        onChange={(event) => actions.set('criteria', event.target.value)}
      />
    </section>
  );
}
