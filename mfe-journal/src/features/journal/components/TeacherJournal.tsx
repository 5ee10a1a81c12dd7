import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotebookPen, Users } from 'lucide-react';
import { ButtonLink, EmptyState, PageHeader, QueryStatus, usePageTitle } from '@tutor/ui';
import { journalQuery, useJournalFilters } from '../hooks/use-journal-filters';
import { useGroupsQuery, useJournalQuery } from '../hooks/use-journal-queries';
import type { GridPosition } from '../lib/grid-navigation';
import { CellDetails } from './CellDetails';
import { ExportBar } from './ExportBar';
import { JournalFiltersForm } from './JournalFiltersForm';
import { JournalGridTable } from './JournalGridTable';

/**
 * The teacher's journal: filters, the grid of all the teacher's students («Все ученики»,
 * the default; a group filters it), the chosen cell, the export.
 */
export function TeacherJournal() {
  const { t } = useTranslation('journal', { keyPrefix: 'journal' });
  usePageTitle(t('title'));
  const [filters, setFilters] = useJournalFilters();
  const groups = useGroupsQuery();
  const groupId = filters.group === '' ? undefined : Number(filters.group);
  const query = journalQuery(filters, groupId);
  const grid = useJournalQuery(query);
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const data = grid.data;
  return (
    <div className="journal-page">
      <PageHeader
        title={t('title')}
        actions={data && data.tasks.length > 0 ? <ExportBar grid={data} query={query} /> : null}
      />
      <JournalFiltersForm
        filters={filters}
        groupId={groupId}
        groups={groups.data ?? []}
        onChange={(next) => {
          setActive({ row: 0, col: 0 });
          setFilters(next);
        }}
      />
      <QueryStatus query={[groups, grid]} />
      {data && data.rows.length === 0 && data.group === null ? (
        <EmptyState
          title={t('no_students')}
          icon={<Users size={32} />}
          action={<ButtonLink to="/students">{t('open_students')}</ButtonLink>}
        >
          <p>{t('no_students_hint')}</p>
        </EmptyState>
      ) : null}
      {data && data.tasks.length === 0 && (data.rows.length > 0 || data.group !== null) ? (
        <EmptyState title={t('no_tasks')} icon={<NotebookPen size={32} />}>
          <p>{t('hint')}</p>
        </EmptyState>
      ) : null}
      {data && data.tasks.length > 0 ? (
        <>
          <JournalGridTable grid={data} active={active} onActive={setActive} />
          <CellDetails grid={data} active={active} />
        </>
      ) : null}
    </div>
  );
}
