import type { AnnotationLayer, AnnotationLayerInput } from '@tutor/contracts';
import { apiRequest } from '@tutor/api-client';

/** PUT /api/works/:id/annotations/:fileId/pages/:page: one page's marks, whole. */
export function saveAnnotationLayer(
  workId: number,
  fileId: number,
  page: number,
  body: AnnotationLayerInput,
): Promise<AnnotationLayer> {
  return apiRequest('put', '/api/works/{workId}/annotations/{fileId}/pages/{page}', {
    path: { workId, fileId, page: String(page) },
    body,
  });
}
