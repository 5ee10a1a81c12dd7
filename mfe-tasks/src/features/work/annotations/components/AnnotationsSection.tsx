import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PenLine } from 'lucide-react';
import { WorkStatus, type WorkView } from '@tutor/contracts';
import { Button, QueryStatus, retryingLazy } from '@tutor/ui';
import { useAnnotationsQuery } from '../hooks/use-annotations-query';
import { annotatedFiles, type AnnotatedFile } from '../lib/annotated-files';

// The canvas, the tools and the drawing code load only when marks are shown.
const AnnotationEditor = retryingLazy(() => import('./AnnotationEditor'));
// each page's overlay appears as its code comes, under the section's heading
const AnnotationOverlay = retryingLazy(() => import('./AnnotationOverlay'), null);

const MARKED_STATUSES: readonly WorkStatus[] = [
  WorkStatus.Submitted,
  WorkStatus.Resubmitted,
  WorkStatus.BeingChecked,
  WorkStatus.Checked,
];

/** Whether the student sees the teacher's marks: once checked, or returned for rework. */
export const marksShownToStudent = (view: WorkView): boolean =>
  view.status === WorkStatus.Checked || (view.status === WorkStatus.Draft && view.returned);

/**
 * «Пометки» on the check page: each image or PDF answer opens its drawing tools. Shown
 * while the work is submitted, being checked or checked, when it has such files.
 */
export function TeacherAnnotations({ view }: { view: WorkView }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'annotations' });
  const files = annotatedFiles(view);
  const [open, setOpen] = useState<number | null>(null);
  if (files.length === 0 || !MARKED_STATUSES.includes(view.status)) return null;
  return (
    <section className="annot-section" aria-labelledby={`annot-${view.id}`}>
      <h3 id={`annot-${view.id}`}>{t('title')}</h3>
      {files.map((annotated) => (
        <div key={annotated.file.id}>
          <Button
            variant="secondary"
            icon={<PenLine size={18} aria-hidden />}
            aria-expanded={open === annotated.file.id}
            onClick={() => setOpen(open === annotated.file.id ? null : annotated.file.id)}
          >
            {t('open', { name: annotated.file.name })}
          </Button>
          {open === annotated.file.id ? <OpenEditor view={view} annotated={annotated} /> : null}
        </div>
      ))}
    </section>
  );
}

function OpenEditor({ view, annotated }: { view: WorkView; annotated: AnnotatedFile }) {
  const query = useAnnotationsQuery(view.id);
  return (
    <>
      <QueryStatus query={query} />
      {query.data ? (
        <AnnotationEditor workId={view.id} annotated={annotated} layers={query.data.layers} />
      ) : null}
    </>
  );
}

/** The teacher's marks over the student's pages, once the student may see them. */
export function StudentAnnotations({ view }: { view: WorkView }) {
  const files = annotatedFiles(view);
  if (files.length === 0 || !marksShownToStudent(view)) return null;
  return <StudentMarks view={view} files={files} />;
}

function StudentMarks({ view, files }: { view: WorkView; files: AnnotatedFile[] }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'annotations' });
  const query = useAnnotationsQuery(view.id);
  const layers = query.data?.layers ?? [];
  const marked = files.filter((f) => layers.some((layer) => layer.file_id === f.file.id));
  return (
    <>
      <QueryStatus query={query} loading={null} />
      {marked.length > 0 ? (
        <section className="annot-section" aria-labelledby={`annot-${view.id}`}>
          <h3 id={`annot-${view.id}`}>{t('student_title')}</h3>
          {marked.map((annotated) => (
            <AnnotationOverlay
              key={annotated.file.id}
              workId={view.id}
              annotated={annotated}
              layers={layers}
            />
          ))}
        </section>
      ) : null}
    </>
  );
}
