import {
  QuestionType,
  type AnnotationLayer,
  type StoredFileRef,
  type WorkView,
} from '@tutor/contracts';

/** An answer file marks can be drawn over, with its pages. */
export interface AnnotatedFile {
  file: StoredFileRef;
  pages: number;
  /** The image of page n (1-based). */
  pageUrl: (page: number) => string;
}

/**
 * A photo is its own page (shown from the file itself); a PDF's pages are the server's
 * PNG previews. Anything else takes no marks.
 */
function annotatedOf(file: StoredFileRef): AnnotatedFile | null {
  if (file.kind === 'image') return { file, pages: 1, pageUrl: () => file.url };
  const { pages_url: pagesUrl, pages = 0 } = file;
  if (file.mime !== 'application/pdf' || pagesUrl === undefined || pages < 1) return null;
  return { file, pages, pageUrl: (page) => `${pagesUrl}/${page}` };
}

/** The image and PDF files of the work's file answers, in the questions' order. */
export function annotatedFiles(view: WorkView): AnnotatedFile[] {
  const fileQuestions = new Set(
    view.questions.filter((q) => q.type === QuestionType.File).map((q) => q.id),
  );
  return view.answers
    .filter((answer) => fileQuestions.has(answer.question_id))
    .flatMap((answer) => answer.files ?? [])
    .map(annotatedOf)
    .filter((file): file is AnnotatedFile => file !== null);
}

export const layerFor = (
  layers: readonly AnnotationLayer[],
  fileId: number,
  page: number,
): AnnotationLayer | undefined =>
  layers.find((layer) => layer.file_id === fileId && layer.page === page);

export const exportUrl = (
  workId: number,
  fileId: number,
  page: number,
  format: 'png' | 'pdf',
): string => `/api/works/${workId}/annotations/${fileId}/pages/${page}/export?format=${format}`;
