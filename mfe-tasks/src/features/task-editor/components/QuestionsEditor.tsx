import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, QuestionType, TASK_LIMITS, type Subject } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Button, FieldErrors, Select, toast } from '@tutor/ui';
import { Library } from 'lucide-react';
import { errorsAt } from '../../../shared/lib/failure';
import type { QuestionDraft } from '../lib/draft';
import { QuestionEditor } from './QuestionEditor';
import type { DraftActions } from '../hooks/use-task-draft';
import { newKey } from '../lib/keys';
import { BankDialog } from '../bank/components/BankDialog';
import { draftFromBank } from '../bank/lib/bank-draft';

interface Props {
  questions: QuestionDraft[];
  errors: Errors;
  actions: DraftActions;
  /** The task's subject in the form, kept with a question saved to the bank. */
  subjectId: string;
  subjects: Subject[];
}

const isQuestionType = (value: string): value is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(value);

/** The ordered questions, and adding one by type. */
export function QuestionsEditor({ questions, errors, actions, subjectId, subjects }: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [newType, setNewType] = useState<QuestionType>(QuestionType.ShortText);
  const [bankOpen, setBankOpen] = useState(false);
  const room = TASK_LIMITS.questionsMax - questions.length;
  return (
    <section className="tasks-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('questions.title')}</h2>
      <FieldErrors id={`${id}-errors`} errors={errorsAt(errors, 'questions')} />
      {questions.length === 0 ? <p className="ui-hint">{t('questions.empty')}</p> : null}
      {questions.map((question, index) => (
        <QuestionEditor
          key={question.key}
          question={question}
          index={index}
          last={index === questions.length - 1}
          errors={errors}
          onAction={actions.question}
          subjectId={subjectId}
        />
      ))}
      <div className="tasks-actions">
        <Select
          label={t('questions.new_type')}
          value={newType}
          options={QUESTION_TYPES.map((type) => ({
            value: type,
            label: t(`questions.types.${type}`),
          }))}
          onChange={(event) => {
            if (isQuestionType(event.target.value)) setNewType(event.target.value);
          }}
        />
        <Button
          variant="secondary"
          disabled={questions.length >= TASK_LIMITS.questionsMax}
          onClick={() => actions.addQuestion(newType)}
        >
          {t('questions.add')}
        </Button>
        <Button
          variant="secondary"
          icon={<Library size={16} aria-hidden="true" />}
          disabled={room <= 0}
          onClick={() => setBankOpen(true)}
        >
          {t('bank.open')}
        </Button>
      </div>
      {bankOpen ? (
        <BankDialog
          subjects={subjects}
          room={room}
          onClose={() => setBankOpen(false)}
          onInsert={(chosen) => {
            actions.insertQuestions(chosen.map((question) => draftFromBank(question, newKey)));
            setBankOpen(false);
            toast.success(t('bank.inserted', { count: chosen.length }));
          }}
        />
      ) : null}
    </section>
  );
}
