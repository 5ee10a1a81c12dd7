import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnotationLayer } from '@tutor/contracts';
import { layerFor, type AnnotatedFile } from '../lib/annotated-files';
import { ExportLinks } from './ExportLinks';
import { PageCanvas } from './PageCanvas';
import { PageSwitcher } from './PageSwitcher';
import '../annotations.css';

interface Props {
  workId: number;
  annotated: AnnotatedFile;
  layers: readonly AnnotationLayer[];
}

/** The student's page with the teacher's marks over it, read-only; notes also as text. */
export function AnnotationOverlay({ workId, annotated, layers }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'annotations' });
  const [page, setPage] = useState(1);
  const { file, pages } = annotated;
  const shapes = layerFor(layers, file.id, page)?.shapes ?? [];
  const notes = shapes.flatMap((shape) => (shape.type === 'note' ? [shape.text] : []));
  return (
    <div className="annot-file">
      <PageSwitcher page={page} pages={pages} onPage={setPage} />
      <PageCanvas
        src={annotated.pageUrl(page)}
        alt={t('page_alt', { name: file.name, page })}
        label={t('marks_label', { name: file.name, page, count: shapes.length })}
        shapes={shapes}
        drawing={false}
      />
      {notes.length > 0 ? (
        <div className="annot-notes">
          <h4>{t('notes')}</h4>
          <ul>
            {notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ExportLinks workId={workId} fileId={file.id} page={page} />
    </div>
  );
}

export default AnnotationOverlay;
