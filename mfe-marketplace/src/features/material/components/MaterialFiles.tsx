import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialFile, MaterialPage } from '@tutor/contracts';
import { formatFileSize } from '@tutor/i18n';
import './material-files.css';

function FileItem({ file }: { file: MaterialFile }) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'files' });
  return (
    <li className="mp-file">
      {file.preview_url === null ? (
        <p className="mp-muted mp-file-none">{t('no_preview')}</p>
      ) : (
        <img
          className="mp-file-preview"
          src={file.preview_url}
          alt={t('sample', { name: file.name })}
          loading="lazy"
        />
      )}
      <p className="mp-file-head">
        <span className="mp-file-name">{file.name}</span>{' '}
        <span className="mp-muted">{formatFileSize(file.size)}</span>
        {file.url === null ? null : (
          <>
            {' '}
            <a
              href={file.url}
              download={file.name}
              aria-label={t('download_named', { name: file.name })}
            >
              {t('download')}
            </a>
          </>
        )}
      </p>
    </li>
  );
}

/**
 * «Файлы урока»: each file's first page watermarked «Образец» for everyone; the download for
 * owners (the author, a buyer: the API gives them `url`); a note for the others.
 */
export function MaterialFiles({ material }: { material: MaterialPage }) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'files' });
  const titleId = useId();
  const files = material.files ?? [];
  if (files.length === 0) return null;
  const locked = files.some((file) => file.url === null);
  return (
    <section className="mp-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      {locked ? <p className="mp-muted">{t('after_purchase')}</p> : null}
      <ul className="mp-files" aria-label={t('list')}>
        {files.map((file) => (
          <FileItem key={file.id} file={file} />
        ))}
      </ul>
    </section>
  );
}
