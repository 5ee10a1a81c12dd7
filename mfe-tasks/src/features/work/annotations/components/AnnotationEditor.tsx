import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnotationLayer } from '@tutor/contracts';
import { layerFor, type AnnotatedFile } from '../lib/annotated-files';
import { ExportLinks } from './ExportLinks';
import { PageEditor } from './PageEditor';
import { PageSwitcher } from './PageSwitcher';
import '../annotations.css';

interface Props {
  workId: number;
  annotated: AnnotatedFile;
  layers: readonly AnnotationLayer[];
}

/** The teacher marking one answer file, page by page (loaded only when «Пометки» opens). */
export function AnnotationEditor({ workId, annotated, layers }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'annotations' });
  const [page, setPage] = useState(1);
  const { file, pages } = annotated;
  return (
    <div className="annot-file">
      <PageSwitcher page={page} pages={pages} onPage={setPage} />
      <PageEditor
        key={page}
        workId={workId}
        fileId={file.id}
        page={page}
        src={annotated.pageUrl(page)}
        alt={t('page_alt', { name: file.name, page })}
        label={t('canvas_label', { name: file.name, page })}
        initial={layerFor(layers, file.id, page)}
      />
      <ExportLinks workId={workId} fileId={file.id} page={page} />
    </div>
  );
}

export default AnnotationEditor;
