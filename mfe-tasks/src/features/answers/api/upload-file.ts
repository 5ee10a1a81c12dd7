import type { StoredFileRef } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/files, multipart field `file`; a 422 on `file` names the size or type limit. */
export async function uploadFile(file: File): Promise<StoredFileRef> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<StoredFileRef>('/api/files', form);
  return data;
}
