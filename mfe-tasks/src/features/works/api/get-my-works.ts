import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/works: the signed-in student's works; `todo`, those still to do, by deadline. */
export function getMyWorks(view?: 'todo' | 'all'): Promise<JsonAnswer<'/api/works', 'get'>> {
  return view === undefined
    ? apiRequest('get', '/api/works')
    : apiRequest('get', '/api/works', { query: { view } });
}
