import type { SaveAnswersRequest } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** PUT /api/works/:id/answers: autosave; answers the work's new version. */
export async function saveAnswers(
  workId: number,
  request: SaveAnswersRequest,
): Promise<{ version: number }> {
  const { data } = await http.put<{ version: number }>(`/api/works/${workId}/answers`, request);
  return data;
}
