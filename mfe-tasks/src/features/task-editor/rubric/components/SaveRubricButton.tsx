import { useTranslation } from 'react-i18next';
import { BookmarkPlus } from 'lucide-react';
import { ActionError, Alert, Button, toast } from '@tutor/ui';
import { toFailure } from '../../../../shared/lib/failure';
import { useRubricChanges } from '../hooks/use-rubrics';
import { rubricInputOf, type RubricDraft } from '../lib/rubric-draft';

/** «Save to the library»: a copy of the question's rubric as the form has it now. */
export function SaveRubricButton({ rubric }: { rubric: RubricDraft }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'rubric' });
  const { create } = useRubricChanges();
  const failure = create.error ? toFailure(create.error) : null;
  const texts = failure ? Object.values(failure.fields).flat() : [];
  const save = () => {
    if (create.isPending) return;
    create.mutate(rubricInputOf(rubric), { onSuccess: () => toast.success(t('saved')) });
  };
  return (
    <>
      <Button
        variant="secondary"
        icon={<BookmarkPlus size={16} aria-hidden="true" />}
        busy={create.isPending}
        onClick={save}
      >
        {t('to_library')}
      </Button>
      {failure ? (
        <div className="tasks-bank-failure">
          {texts.length > 0 ? <Alert>{t('save_failed', { errors: texts.join(' ') })}</Alert> : null}
          <ActionError error={failure.error} />
        </div>
      ) : null}
    </>
  );
}
