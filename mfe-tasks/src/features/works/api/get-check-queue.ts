import type { CheckQueueItem, CheckQueueQuery, Page } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/checks: the teacher's works awaiting check, filtered and paged. */
export async function getCheckQueue(query: CheckQueueQuery): Promise<Page<CheckQueueItem>> {
  const { data } = await http.get<Page<CheckQueueItem>>('/api/checks', { params: query });
  return data;
}
