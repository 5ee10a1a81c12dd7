import type { SaveAnswersRequest } from '@tutor/contracts';
import { http } from '@tutor/api-client';
import { READ_REFUSALS, unlessRefused } from './refusal';

/** PUT /api/works/:id/answers: autosave; answers the work's new version. */
export async function saveAnswers(
  workId: number,
  request: SaveAnswersRequest,
): Promise<{ version: number }> {
  return unlessRefused<{ version: number }>(
    await http.put(`/api/works/${workId}/answers`, request, READ_REFUSALS),
  );
}
