import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { TASK_LIST_SORTS, TASK_LIST_STATUS_FILTERS } from '@tutor/contracts';
import { Button, Field, Select } from '@tutor/ui';
import { useSubjectsQuery } from '../../../shared/hooks/use-subjects-query';
import type { LibraryParam, LibraryState } from '../lib/library-query';

interface Props {
  state: LibraryState;
  onChange: (name: LibraryParam, value: string) => void;
}

const wideScreen = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 48rem)').matches;

/** The library's search box, filters and sort; each change goes to the address. */
export function TaskFilters({ state, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'library' });
  const subjects = useSubjectsQuery();
  const narrowed = [state.subject, state.status, state.from || undefined, state.to || undefined];
  const active = narrowed.filter((value) => value !== undefined).length;
  // Folded on a phone unless a filter is on; open on wider screens.
  const [open, setOpen] = useState(() => active > 0 || wideScreen());
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onChange('q', typeof q === 'string' ? q.trim() : '');
  };
  return (
    <section className="library-filters" aria-label={t('filters')}>
      <form role="search" className="library-search" onSubmit={search}>
        {/* keyed by the address's text, so the back button puts the old words back */}
        <Field
          key={state.q}
          label={t('search')}
          name="q"
          type="search"
          maxLength={200}
          defaultValue={state.q}
          placeholder={t('search_hint')}
        />
        <Button type="submit" variant="secondary" icon={<Search size={18} aria-hidden="true" />}>
          {t('find')}
        </Button>
      </form>
      <details
        className="library-more"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary>{active > 0 ? t('more_active', { count: active }) : t('more')}</summary>
        <div className="library-selects">
          <Select
            label={t('subject')}
            placeholder={t('any_subject')}
            value={state.subject === undefined ? '' : String(state.subject)}
            options={(subjects.data ?? []).map((subject) => ({
              value: subject.id,
              label: subject.name,
            }))}
            onChange={(event) => onChange('subject', event.target.value)}
          />
          <Select
            label={t('status')}
            placeholder={t('any_status')}
            value={state.status ?? ''}
            options={TASK_LIST_STATUS_FILTERS.map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            }))}
            onChange={(event) => onChange('status', event.target.value)}
          />
          <Field
            label={t('from')}
            type="date"
            value={state.from}
            max={state.to || undefined}
            onChange={(event) => onChange('from', event.target.value)}
          />
          <Field
            label={t('to')}
            type="date"
            value={state.to}
            min={state.from || undefined}
            onChange={(event) => onChange('to', event.target.value)}
          />
          <Select
            label={t('sort')}
            value={state.sort}
            options={TASK_LIST_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
            onChange={(event) => onChange('sort', event.target.value)}
          />
        </div>
      </details>
    </section>
  );
}
