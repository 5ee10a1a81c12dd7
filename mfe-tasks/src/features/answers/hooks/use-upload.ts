import { useState } from 'react';
import type { StoredFileRef } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { useApiErrorText } from '@tutor/ui';
import { uploadFile } from '../api/upload-file';

/** Uploads one file; a refusal's texts (size, type…) are kept to show under the question. */
export function useUpload(onUploaded: (file: StoredFileRef) => void) {
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
