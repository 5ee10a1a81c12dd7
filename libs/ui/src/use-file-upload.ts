import { useState } from 'react';
import type { StoredFileRef } from '@tutor/contracts';
import { ApiError, http, type JsonAnswer } from '@tutor/api-client';
import { useApiErrorText } from './components/ApiErrorAlert';

/** POST /api/files, multipart field `file`; a 422 on `file` names the size or type limit. */
async function uploadFile(file: File): Promise<JsonAnswer<'/api/files', 'post'>> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<JsonAnswer<'/api/files', 'post'>>('/api/files', form);
  return data;
}

/**
 * Uploads one file (an answer's, a material's cover); a refusal's texts (size, type…) are
 * kept to show under the field.
 */
export function useFileUpload(onUploaded: (file: StoredFileRef) => void) {
  const errorText = useApiErrorText();
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const upload = async (file: File) => {
    setUploading(true);
    setErrors([]);
    try {
      onUploaded(await uploadFile(file));
    } catch (error) {
      const fieldTexts = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
      setErrors(fieldTexts.length > 0 ? fieldTexts : [errorText(error)]);
    } finally {
      setUploading(false);
    }
  };
  return { upload, uploading, errors };
}
