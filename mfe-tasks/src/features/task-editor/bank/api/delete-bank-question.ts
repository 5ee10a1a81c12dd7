import { apiRequest } from '@tutor/api-client';

/** DELETE /api/question-bank/:bankQuestionId (tasks it was inserted into keep their copies). */
export async function deleteBankQuestion(id: number): Promise<void> {
  await apiRequest('delete', '/api/question-bank/{bankQuestionId}', {
    path: { bankQuestionId: id },
  });
}
