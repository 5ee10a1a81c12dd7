import type { WorkView } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/works/:id: the student's work page or the teacher's check page. */
export async function getWork(workId: number): Promise<WorkView> {
  const { data } = await http.get<WorkView>(`/api/works/${workId}`);
  return data;
}
