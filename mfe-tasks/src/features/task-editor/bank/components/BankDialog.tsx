import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_BANK_LIMITS, type BankQuestion, type Subject } from '@tutor/contracts';
import { Button, Paging, QueryStatus } from '@tutor/ui';
import { useBankQuestions } from '../hooks/use-bank-questions';
import { BankFilters, type BankFilter } from './BankFilters';
import { BankList } from './BankList';
import '../../components/task-editor.css';

interface Props {
  subjects: Subject[];
  /** How many more questions the task may take. */
  room: number;
  onInsert: (questions: BankQuestion[]) => void;
  onClose: () => void;
}

/** The filter as typed, sent a moment after typing stops. */
function useSettled<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * «Insert from bank»: the teacher's bank found by words, type and subject, questions ticked
 * across pages and filters, then inserted as copies; a question can be deleted from the
 * bank here too. A modal <dialog>: Esc or Cancel closes it, the focus returns after.
 */
export function BankDialog({ subjects, room, onInsert, onClose }: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState<BankFilter>({ q: '', type: '', subjectId: '' });
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<BankQuestion[]>([]);
  const settled = useSettled(filter);
  const bank = useBankQuestions(
    {
      ...(settled.q.trim() === '' ? {} : { q: settled.q.trim() }),
      ...(settled.type === '' ? {} : { type: settled.type }),
      ...(settled.subjectId === '' ? {} : { subject_id: Number(settled.subjectId) }),
      page,
      per_page: QUESTION_BANK_LIMITS.perPage,
    },
    true,
  );

  useEffect(() => {
    const dialog = ref.current;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => trigger?.focus();
  }, []);

  const changeFilter = (next: BankFilter) => {
    setFilter(next);
    setPage(1);
  };
  const toggle = (question: BankQuestion, on: boolean) =>
    setChosen((current) =>
      on ? [...current, question] : current.filter((kept) => kept.id !== question.id),
    );
  const tooMany = chosen.length > room;

  return (
    <dialog
      ref={ref}
      className="ui-dialog tasks-bank-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t('bank.title')}</h2>
      <BankFilters value={filter} subjects={subjects} onChange={changeFilter} />
      <QueryStatus query={bank} />
      <BankList
        page={bank.data}
        filtered={settled.q !== '' || settled.type !== '' || settled.subjectId !== ''}
        chosen={chosen}
        onToggle={toggle}
        onDeleted={(deleted) => setChosen((current) => current.filter((q) => q.id !== deleted))}
      />
      {bank.data ? (
        <Paging
          page={page}
          perPage={bank.data.per_page}
          total={bank.data.total}
          onPage={setPage}
          label={t('bank.pages')}
        />
      ) : null}
      <p role="status" className={tooMany ? 'tasks-bank-count tasks-late' : 'tasks-bank-count'}>
        {tooMany ? t('bank.too_many', { count: room }) : t('bank.chosen', { count: chosen.length })}
      </p>
      <div className="ui-cluster ui-cluster-end">
        <Button variant="ghost" onClick={onClose}>
          {t('bank.cancel')}
        </Button>
        <Button disabled={chosen.length === 0 || tooMany} onClick={() => onInsert(chosen)}>
          {t('bank.insert', { count: chosen.length })}
        </Button>
      </div>
    </dialog>
  );
}
