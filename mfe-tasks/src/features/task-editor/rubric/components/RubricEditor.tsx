import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Button, toast } from '@tutor/ui';
import { Library } from 'lucide-react';
import type { QuestionDraft } from '../../lib/draft';
import type { QuestionAction } from '../../lib/questions-reducer';
import {
  editRubric,
  emptyRubric,
  rubricDraftOf,
  rubricInputOf,
  type RubricDraft,
} from '../lib/rubric-draft';
import { RubricFields } from './RubricFields';
import { RubricLibraryDialog } from './RubricLibraryDialog';
import { SaveRubricButton } from './SaveRubricButton';
import './rubric-editor.css';

interface Props {
  question: QuestionDraft;
  index: number;
  errors: Errors;
  onAction: (action: QuestionAction) => void;
}

/**
 * «Grading criteria (rubric)» of a question: build criteria × levels with points (the
 * question's ball follows their total), take one from the library or save it there.
 */
export function RubricEditor({ question, index, errors, onAction }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'rubric' });
  const headingId = useId();
  const [library, setLibrary] = useState(false);
  const rubric = question.rubric ?? null;
  const set = (next: RubricDraft | null) => onAction({ type: 'rubric', index, rubric: next });

  return (
    <section className="tasks-rubric" aria-labelledby={headingId}>
      <h3 id={headingId} className="tasks-rubric-heading">
        {t('heading')}
      </h3>
      {rubric ? (
        <RubricFields
          rubric={rubric}
          path={`questions.${index}.rubric`}
          errors={errors}
          onEdit={(edit) => set(editRubric(rubric, edit))}
        />
      ) : (
        <p className="ui-hint">{t('none')}</p>
      )}
      <div className="ui-cluster">
        {rubric ? null : (
          <Button variant="secondary" onClick={() => set(emptyRubric())}>
            {t('add')}
          </Button>
        )}
        <Button
          variant="secondary"
          icon={<Library size={16} aria-hidden="true" />}
          onClick={() => setLibrary(true)}
        >
          {t('from_library')}
        </Button>
        {rubric ? <SaveRubricButton rubric={rubric} /> : null}
        {rubric ? (
          <Button variant="ghost" onClick={() => set(null)}>
            {t('remove')}
          </Button>
        ) : null}
      </div>
      {library ? (
        <RubricLibraryDialog
          current={rubric ? rubricInputOf(rubric) : null}
          onUse={(chosen) => {
            set(rubricDraftOf(chosen));
            setLibrary(false);
            toast.success(t('used'));
          }}
          onClose={() => setLibrary(false)}
        />
      ) : null}
    </section>
  );
}
