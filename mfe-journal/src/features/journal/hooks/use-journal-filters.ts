import { useSearchParams } from 'react-router-dom';
import type { JournalQuery } from '@tutor/contracts';

export interface JournalFilters {
  group: string;
  subject: string;
  from: string;
  to: string;
}

const KEYS = ['group', 'subject', 'from', 'to'] as const;

/** The grid's filters live in the address (?group=&subject=&from=&to=): a reload keeps them. */
export function useJournalFilters(): [JournalFilters, (next: Partial<JournalFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: JournalFilters = {
    group: params.get('group') ?? '',
    subject: params.get('subject') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const change = (next: Partial<JournalFilters>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    for (const key of KEYS) if (merged[key] !== '') search.set(key, merged[key]);
    setParams(search, { replace: true });
  };
  return [filters, change];
}

/** The API's query for these filters and a group, if one is chosen (else all students). */
export function journalQuery(filters: JournalFilters, groupId: number | undefined): JournalQuery {
  return {
    ...(groupId === undefined ? {} : { group_id: groupId }),
    ...(filters.subject === '' ? {} : { subject_id: Number(filters.subject) }),
    ...(filters.from === '' ? {} : { from: filters.from }),
    ...(filters.to === '' ? {} : { to: filters.to }),
  };
}
