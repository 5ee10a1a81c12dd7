import { useTranslation } from 'react-i18next';
import { ClipboardList, SearchX } from 'lucide-react';
import type { JsonAnswer } from '@tutor/api-client';
import { Button, ButtonLink, EmptyState, Paging } from '@tutor/ui';
import { paths } from '../../../config/paths';
import type { RowActionHandlers } from './TaskRowActions';
import { TaskTable } from './TaskTable';

interface Props {
  /** The page of the library shown; undefined until the first answer. */
  page: JsonAnswer<'/api/tasks', 'get'> | undefined;
  /** A search or a filter is on: an empty page is «nothing found», not «no tasks yet». */
  filtered: boolean;
  /** The page shown is the last one while the next answer comes. */
  stale: boolean;
  handlers: RowActionHandlers;
  onReset: () => void;
  onPage: (page: number) => void;
}

/** The library's answer: how many were found, the empty states, the table and its pages. */
export function LibraryResults({ page, filtered, stale, handlers, onReset, onPage }: Props) {
  const { t } = useTranslation('tasks');
  if (page === undefined) return null;
  const reset = (
    <Button variant={page.total > 0 ? 'link' : 'secondary'} onClick={onReset}>
      {t('library.reset')}
    </Button>
  );
  return (
    <>
      {page.total > 0 ? (
        <p className="library-found" role="status">
          {t('library.found', { count: page.total })}
          {filtered ? reset : null}
        </p>
      ) : filtered ? (
        <EmptyState title={t('library.nothing_title')} icon={<SearchX size={32} />} action={reset}>
          <p>{t('library.nothing')}</p>
        </EmptyState>
      ) : (
        <EmptyState
          title={t('list.empty_title')}
          icon={<ClipboardList size={32} />}
          action={<ButtonLink to={paths.newTask}>{t('list.create')}</ButtonLink>}
        >
          <p>{t('list.empty')}</p>
        </EmptyState>
      )}
      {page.items.length > 0 ? (
        <div aria-busy={stale || undefined}>
          <TaskTable tasks={page.items} {...handlers} />
        </div>
      ) : null}
      <Paging
        page={page.page}
        perPage={page.per_page}
        total={page.total}
        label={t('library.paging')}
        onPage={onPage}
      />
    </>
  );
}
