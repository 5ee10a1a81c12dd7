import { useState } from 'react';
import type { StoredFileRef } from '@tutor/contracts';
import { ApiError } from '@tutor/api-client';
import { useApiErrorText } from '@tutor/ui';
import { uploadCover } from '../api/upload-cover';

/** Uploads the cover image; a refusal's texts (size, type…) are kept to show under the field. */
export function useCoverUpload(onUploaded: (file: StoredFileRef) => void) {
  const errorText = useApiErrorText();
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const upload = async (file: File) => {
    setUploading(true);
    setErrors([]);
    try {
      onUploaded(await uploadCover(file));
    } catch (error) {
      const fieldTexts = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
      setErrors(fieldTexts.length > 0 ? fieldTexts : [errorText(error)]);
    } finally {
      setUploading(false);
    }
  };
  return { upload, uploading, errors };
}
