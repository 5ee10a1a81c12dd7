import { useState } from 'react';
import type { StoredFileRef } from '@tutor/contracts';
import { ApiError, http, type JsonAnswer } from '@tutor/api-client';
import { useApiErrorText } from '@tutor/ui';

/** A file being sent: its name and how much has gone (0..100), for the progress bar. */
export interface Sending {
  name: string;
  percent: number;
}

async function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<JsonAnswer<'/api/files', 'post'>> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<JsonAnswer<'/api/files', 'post'>>('/api/files', form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return data;
}

/**
 * POST /api/files for the editor's files, one after another, with the progress of the one
 * being sent; a refusal's texts (size, type, quota) are kept, named by the file.
 */
export function useAttachmentUpload() {
  const errorText = useApiErrorText();
  const [sending, setSending] = useState<Sending | null>(null);

  /** The stored file, or the texts of why it was refused. */
  const upload = async (file: File): Promise<StoredFileRef | string[]> => {
    setSending({ name: file.name, percent: 0 });
    try {
      return await uploadFile(file, (percent) => setSending({ name: file.name, percent }));
    } catch (error) {
      const texts = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
      return texts.length > 0 ? texts : [errorText(error)];
    } finally {
      setSending(null);
    }
  };
  return { upload, sending };
}
