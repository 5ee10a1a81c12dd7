import { apiRequest, type JsonAnswer } from '@tutor/api-client';
import type { BankQuestionQuery } from '@tutor/contracts';

/** GET /api/question-bank: one page of the teacher's bank, found by words, type and subject. */
export function getBankQuestions(
  query: BankQuestionQuery,
): Promise<JsonAnswer<'/api/question-bank', 'get'>> {
  return apiRequest('get', '/api/question-bank', { query });
}
