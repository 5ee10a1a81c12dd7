import { http, type JsonAnswer } from '@tutor/api-client';

/** POST /api/files, multipart field `file`; a 422 on `file` names the size or type limit. */
export async function uploadCover(file: File): Promise<JsonAnswer<'/api/files', 'post'>> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<JsonAnswer<'/api/files', 'post'>>('/api/files', form);
  return data;
}
