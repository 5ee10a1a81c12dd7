import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { BankQuestion, BankQuestionPage } from '@tutor/contracts';
import { ActionError, Button, Checkbox, toast, useConfirm } from '@tutor/ui';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { deleteBankQuestion } from '../api/delete-bank-question';

interface Props {
  page: BankQuestionPage | undefined;
  /** A filter is set: an empty page means "nothing found", not "an empty bank". */
  filtered: boolean;
  chosen: BankQuestion[];
  onToggle: (question: BankQuestion, on: boolean) => void;
  onDeleted: (id: number) => void;
}

/** The page of bank questions, each to tick (for inserting) or to delete from the bank. */
export function BankList({ page, filtered, chosen, onToggle, onDeleted }: Props) {
  const { t } = useTranslation('tasks');
  const client = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const removing = useMutation({
    mutationFn: deleteBankQuestion,
    onSuccess: (_answer, id) => {
      onDeleted(id);
      toast.success(t('bank.deleted'));
      return client.invalidateQueries({ queryKey: queryKeys.questionBank });
    },
  });
  const remove = async (question: BankQuestion) => {
    const yes = await confirm({
      title: t('bank.confirm_delete_title'),
      message: t('bank.confirm_delete'),
      confirmLabel: t('bank.delete'),
      danger: true,
    });
    if (yes) removing.mutate(question.id);
  };

  if (!page) return null;
  if (page.items.length === 0) {
    return <p className="ui-hint">{filtered ? t('bank.nothing_found') : t('bank.empty')}</p>;
  }
  return (
    <>
      <ActionError error={removing.error} />
      <ul className="tasks-bank-list">
        {page.items.map((question) => (
          <li key={question.id} className="tasks-bank-item">
            <Checkbox
              label={
                <span className="tasks-bank-label">
                  <span className="tasks-bank-text">{question.text}</span>
                  <span className="ui-hint">
                    {[
                      t(`questions.types.${question.type}`),
                      t('bank.points', { count: question.ball }),
                      question.subject?.name,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              }
              checked={chosen.some((kept) => kept.id === question.id)}
              onChange={(event) => onToggle(question, event.target.checked)}
            />
            <Button
              variant="ghost"
              size="small"
              icon={<Trash2 size={16} aria-hidden="true" />}
              aria-label={t('bank.delete_named', { text: question.text })}
              busy={removing.isPending && removing.variables === question.id}
              onClick={() => void remove(question)}
            >
              {t('bank.delete')}
            </Button>
          </li>
        ))}
      </ul>
      {confirmDialog}
    </>
  );
}
