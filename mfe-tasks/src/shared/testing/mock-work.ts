import type { WorkView } from '@tutor/contracts';
import { mockHttp, type Handler } from '@tutor/api-client/testing';

/** The API of one work page: the work, no comments, and whatever else a test adds. */
export function mockWork(view: WorkView, more: Record<string, Handler> = {}) {
  return mockHttp({
    [`GET /api/works/${view.id}`]: view,
    [`GET /api/works/${view.id}/comments`]: [],
    ...more,
  });
}
