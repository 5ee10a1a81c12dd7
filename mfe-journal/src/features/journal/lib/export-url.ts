import type { JournalExportFormat, JournalQuery } from '@tutor/contracts';

/** The address of a direct export (GET /api/journal/export): a link the browser downloads. */
export function exportUrl(query: JournalQuery, format: JournalExportFormat): string {
  const params = new URLSearchParams({ format });
  if (query.group_id !== undefined) params.set('group_id', String(query.group_id));
  if (query.subject_id !== undefined) params.set('subject_id', String(query.subject_id));
  if (query.from !== undefined) params.set('from', query.from);
  if (query.to !== undefined) params.set('to', query.to);
  return `/api/journal/export?${params.toString()}`;
}
