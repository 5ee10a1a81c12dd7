import { apiRequest, type JsonAnswer } from '@tutor/api-client';

type Entry = JsonAnswer<'/api/comment-bank', 'post'>;

/** GET /api/comment-bank?q= : most used first, then newest. */
export function listBank(q: string): Promise<JsonAnswer<'/api/comment-bank', 'get'>> {
  return apiRequest('get', '/api/comment-bank', { query: q === '' ? {} : { q } });
}

/** POST /api/comment-bank (the same text again answers the kept entry). */
export function saveToBank(text: string): Promise<Entry> {
  return apiRequest('post', '/api/comment-bank', { body: { text } });
}

/** PATCH /api/comment-bank/:id */
export function updateBankEntry(bankEntryId: number, text: string): Promise<Entry> {
  return apiRequest('patch', '/api/comment-bank/{bankEntryId}', {
    path: { bankEntryId },
    body: { text },
  });
}

/** DELETE /api/comment-bank/:id */
export async function deleteBankEntry(bankEntryId: number): Promise<void> {
  await apiRequest('delete', '/api/comment-bank/{bankEntryId}', { path: { bankEntryId } });
}

/** POST /api/comment-bank/:id/use : the entry was inserted into a comment. */
export function countBankUse(bankEntryId: number): Promise<Entry> {
  return apiRequest('post', '/api/comment-bank/{bankEntryId}/use', { path: { bankEntryId } });
}
