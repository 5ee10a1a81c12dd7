import { useTranslation } from 'react-i18next';
import type { StoredFileRef } from '@tutor/contracts';

/** An uploaded file as a link to its content, with its size. */
export function FileLink({ file }: { file: StoredFileRef }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const megabytes = Math.max(0.1, Math.round(file.size / 104857.6) / 10);
  return (
    <span className="work-file-link">
      <a href={file.url} target="_blank" rel="noreferrer">
        {file.name}
      </a>{' '}
      <span className="works-note">{t('file.size', { size: megabytes })}</span>
    </span>
  );
}

/** A stored file as the teacher sees it: an image (png/jpeg/gif/webp) previewed, others linked. */
export function FilePreview({ file }: { file: StoredFileRef }) {
  if (file.kind !== 'image') return <FileLink file={file} />;
  return (
    <figure className="work-file-figure">
      <img className="work-file-preview" src={file.url} alt={file.name} loading="lazy" />
      <figcaption>
        <FileLink file={file} />
      </figcaption>
    </figure>
  );
}
