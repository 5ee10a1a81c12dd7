import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/question-bank: keeps a copy of a question (the same content answers the copy). */
export function saveBankQuestion(
  input: JsonBody<'/api/question-bank', 'post'>,
): Promise<JsonAnswer<'/api/question-bank', 'post'>> {
  return apiRequest('post', '/api/question-bank', { body: input });
}
