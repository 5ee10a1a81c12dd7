import { useTranslation } from 'react-i18next';
import {
  QUESTION_BANK_LIMITS,
  QUESTION_TYPES,
  type QuestionType,
  type Subject,
} from '@tutor/contracts';
import { Field, Select } from '@tutor/ui';

export interface BankFilter {
  q: string;
  /** '' for every type. */
  type: QuestionType | '';
  /** '' for every subject. */
  subjectId: string;
}

interface Props {
  value: BankFilter;
  subjects: Subject[];
  onChange: (value: BankFilter) => void;
}

const asType = (value: string): QuestionType | '' =>
  (QUESTION_TYPES as readonly string[]).includes(value) ? (value as QuestionType) : '';

/** Words of the text, the question type and the subject. */
export function BankFilters({ value, subjects, onChange }: Props) {
  const { t } = useTranslation('tasks');
  return (
    <div className="tasks-bank-filters">
      <Field
        label={t('bank.search')}
        type="search"
        maxLength={QUESTION_BANK_LIMITS.queryMax}
        value={value.q}
        onChange={(event) => onChange({ ...value, q: event.target.value })}
      />
      <Select
        label={t('bank.type')}
        placeholder={t('bank.all_types')}
        value={value.type}
        options={QUESTION_TYPES.map((type) => ({
          value: type,
          label: t(`questions.types.${type}`),
        }))}
        onChange={(event) => onChange({ ...value, type: asType(event.target.value) })}
      />
      <Select
        label={t('bank.subject')}
        placeholder={t('bank.all_subjects')}
        value={value.subjectId}
        options={subjects.map((subject) => ({ value: `${subject.id}`, label: subject.name }))}
        onChange={(event) => onChange({ ...value, subjectId: event.target.value })}
      />
    </div>
  );
}
