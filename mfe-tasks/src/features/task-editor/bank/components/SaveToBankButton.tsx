import { useTranslation } from 'react-i18next';
import { BookmarkPlus } from 'lucide-react';
import { Alert, ActionError, Button, toast } from '@tutor/ui';
import { toFailure } from '../../../../shared/lib/failure';
import type { QuestionDraft } from '../../lib/draft';
import { useSaveToBank } from '../hooks/use-save-to-bank';
import { bankInputOf } from '../lib/bank-draft';

interface Props {
  question: QuestionDraft;
  /** The task's subject in the form ('' for none): the bank keeps it for filtering. */
  subjectId: string;
  /** Names the question for screen readers: "Question 2". */
  name: string;
}

/**
 * «Save to bank» of one question: its content as the form has it now. Busy while the
 * request runs (a second click does nothing); the same content saved again is kept once.
 */
export function SaveToBankButton({ question, subjectId, name }: Props) {
  const { t } = useTranslation('tasks');
  const saving = useSaveToBank();
  const failure = saving.error ? toFailure(saving.error) : null;
  const texts = failure ? Object.values(failure.fields).flat() : [];
  const save = () => {
    if (saving.isPending) return;
    saving.mutate(bankInputOf(question, subjectId), {
      onSuccess: (answer) =>
        toast.success(answer.already_saved ? t('bank.already_saved') : t('bank.saved')),
    });
  };
  return (
    <>
      <Button
        variant="secondary"
        icon={<BookmarkPlus size={16} aria-hidden="true" />}
        busy={saving.isPending}
        aria-label={t('bank.save_named', { name })}
        onClick={save}
      >
        {t('bank.save')}
      </Button>
      {failure ? (
        <div className="tasks-bank-failure">
          {texts.length > 0 ? (
            <Alert>{t('bank.save_failed', { errors: texts.join(' ') })}</Alert>
          ) : null}
          <ActionError error={failure.error} />
        </div>
      ) : null}
    </>
  );
}
