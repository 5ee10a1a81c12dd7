import { useTranslation } from 'react-i18next';
import type { StudentGroup } from '@tutor/contracts';
import { Field, Select } from '@tutor/ui';
import type { JournalFilters } from '../hooks/use-journal-filters';
import { useSubjectsQuery } from '../hooks/use-journal-queries';

/** Group (all students by default), subject and period of the grid; changes apply at once. */
export function JournalFiltersForm({
  filters,
  groupId,
  groups,
  onChange,
}: {
  filters: JournalFilters;
  groupId: number | undefined;
  groups: StudentGroup[];
  onChange: (next: Partial<JournalFilters>) => void;
}) {
  const { t } = useTranslation('journal', { keyPrefix: 'journal.filters' });
  const subjects = useSubjectsQuery();
  return (
    <form
      className="journal-filters"
      aria-label={t('label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Select
        label={t('group')}
        value={groupId ?? ''}
        placeholder={t('all_students')}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
        onChange={(event) => onChange({ group: event.target.value })}
      />
      <Select
        label={t('subject')}
        value={filters.subject}
        placeholder={t('all_subjects')}
        options={(subjects.data ?? []).map((subject) => ({
          value: subject.id,
          label: subject.name,
        }))}
        onChange={(event) => onChange({ subject: event.target.value })}
      />
      <Field
        label={t('from')}
        type="date"
        value={filters.from}
        max={filters.to === '' ? undefined : filters.to}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <Field
        label={t('to')}
        type="date"
        value={filters.to}
        min={filters.from === '' ? undefined : filters.from}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </form>
  );
}
