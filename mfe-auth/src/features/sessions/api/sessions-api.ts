import { apiRequest, type Schema } from '@tutor/api-client';

export type AccountSession = Schema<'AccountSession'>;

export async function loadSessions(): Promise<AccountSession[]> {
  return (await apiRequest('get', '/api/account/sessions')).sessions;
}

export function endSession(session: string): Promise<unknown> {
  return apiRequest('delete', '/api/account/sessions/{session}', { path: { session } });
}

export function endOtherSessions(): Promise<{ ended: number; message: string }> {
  return apiRequest('delete', '/api/account/sessions');
}
