import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/calendar: the deadlines in [from, to) — a student's works, a teacher's tasks. */
export function getCalendar(range: {
  from: number;
  to: number;
}): Promise<JsonAnswer<'/api/calendar', 'get'>> {
  return apiRequest('get', '/api/calendar', { query: range });
}
