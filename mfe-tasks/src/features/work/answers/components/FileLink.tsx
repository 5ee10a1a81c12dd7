import type { StoredFileRef } from '@tutor/contracts';
import { formatFileSize } from '@tutor/i18n';

/** An uploaded file as a link to its content, with its size. */
export function FileLink({ file }: { file: StoredFileRef }) {
  return (
    <span className="work-file-link">
      <a href={file.url} target="_blank" rel="noreferrer">
        {file.name}
      </a>{' '}
      <span className="works-note">{formatFileSize(file.size)}</span>
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
