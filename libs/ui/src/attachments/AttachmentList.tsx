import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment, StoredFileRef } from '@tutor/contracts';
import { formatFileSize } from '@tutor/i18n';
import { PdfPages } from './PdfPages';
import './attachments.css';

/** A file to list: an Attachment, or a file just uploaded (no page previews yet). */
export type AttachmentItem = StoredFileRef & Partial<Pick<Attachment, 'pages' | 'pages_url'>>;

function Preview({ file }: { file: AttachmentItem }) {
  const { t } = useTranslation();
  if (file.kind === 'image') {
    return <img className="ui-attachment-image" src={file.url} alt={file.name} loading="lazy" />;
  }
  if (file.kind === 'audio') {
    return (
      <audio
        className="ui-attachment-audio"
        controls
        preload="none"
        src={file.url}
        aria-label={t('ui.files.listen', { name: file.name })}
      />
    );
  }
  if (file.pages === undefined || file.pages < 1 || file.pages_url === undefined) return null;
  return <PdfPages name={file.name} pages={file.pages} pagesUrl={file.pages_url} />;
}

export interface AttachmentListProps {
  files: readonly AttachmentItem[];
  /** What the list is, for screen readers ("Files of the task"). */
  label: string;
  /** Controls beside each file (the editor's "Remove"). */
  actions?: (file: AttachmentItem) => ReactNode;
  /** false: names and sizes only, no previews. */
  previews?: boolean;
}

/**
 * Files of a task or a question: name, size and a download link; previews below each:
 * images inline, audio playable, PDFs as their rendered pages (the first, then all).
 */
export function AttachmentList({ files, label, actions, previews = true }: AttachmentListProps) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="ui-attachments" aria-label={label}>
      {files.map((file) => (
        <li key={file.id} className="ui-attachment">
          <div className="ui-attachment-head">
            <span className="ui-attachment-name">{file.name}</span>
            <span className="ui-attachment-size">{formatFileSize(file.size)}</span>
            <a
              className="ui-attachment-download"
              href={file.url}
              download={file.name}
              aria-label={t('ui.files.download_named', { name: file.name })}
            >
              {t('ui.files.download')}
            </a>
            {actions?.(file)}
          </div>
          {previews ? <Preview file={file} /> : null}
        </li>
      ))}
    </ul>
  );
}
