import { useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANNOTATION_LIMITS,
  type AnnotationColor,
  type AnnotationLayer,
  type AnnotationShape,
  type AnnotationStroke,
} from '@tutor/contracts';
import { useLayerAutosave } from '../hooks/use-layer-autosave';
import { farEnough, pagePoint } from '../lib/pointer';
import { isStrokeTool, placedShape, strokeAt, type AnnotationTool } from '../lib/tools';
import { AnnotationToolbar } from './AnnotationToolbar';
import { PageCanvas } from './PageCanvas';
import { SaveStatus } from './SaveStatus';

interface Props {
  workId: number;
  fileId: number;
  page: number;
  src: string;
  alt: string;
  label: string;
  initial: AnnotationLayer | undefined;
}

/** Keeps a stroke's moves coming to the canvas when the finger leaves it (when it can). */
function capture(canvas: HTMLCanvasElement, pointerId: number): void {
  try {
    canvas.setPointerCapture(pointerId);
  } catch {
    // a pointer the browser no longer tracks: the stroke simply ends at the canvas's edge
  }
}

/** One page being marked: the tools above, the page with its canvas, autosave below. */
export function PageEditor({ workId, fileId, page, src, alt, label, initial }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'annotations' });
  const { shapes, change, state, retry } = useLayerAutosave({ workId, fileId, page }, initial);
  const [history, setHistory] = useState<AnnotationShape[][]>([]);
  const [tool, setTool] = useState<AnnotationTool>('pen');
  const [color, setColor] = useState<AnnotationColor>('red');
  const [noteText, setNoteText] = useState('');
  const [stroke, setStroke] = useState<AnnotationStroke | null>(null);
  const pointer = useRef<number | null>(null);
  const noteInputId = useId();
  const full = shapes.length >= ANNOTATION_LIMITS.shapesPerPage;

  const commit = (next: AnnotationShape[]) => {
    setHistory((past) => [...past, shapes]);
    change(next);
  };
  const place = (x: number, y: number) => {
    const shape = placedShape(tool, color, x, y, noteText);
    if (shape === null) {
      if (tool === 'note') document.getElementById(noteInputId)?.focus();
      return;
    }
    if (full) return;
    commit([...shapes, shape]);
    if (tool === 'note') setNoteText('');
  };

  // The stroke being drawn lives in a ref: pointer events may come faster than renders.
  const drawn = useRef<AnnotationStroke | null>(null);
  const show = (next: AnnotationStroke | null) => {
    drawn.current = next;
    setStroke(next);
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>, box: DOMRect) => {
    if (pointer.current !== null || !event.isPrimary) return;
    event.preventDefault();
    const [x, y] = pagePoint(event, box);
    if (!isStrokeTool(tool)) return place(x, y);
    if (full) return;
    pointer.current = event.pointerId;
    capture(event.currentTarget, event.pointerId);
    show(strokeAt(tool, color, x, y));
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>, box: DOMRect) => {
    const current = drawn.current;
    if (pointer.current !== event.pointerId || current === null) return;
    const [x, y] = pagePoint(event, box);
    if (!farEnough(current.points, x, y)) return;
    if (current.points.length >= ANNOTATION_LIMITS.pointsPerStroke * 2) return;
    show({ ...current, points: [...current.points, x, y] });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (pointer.current !== event.pointerId) return;
    pointer.current = null;
    const current = drawn.current;
    if (current !== null) commit([...shapes, current]);
    show(null);
  };

  const undo = () => {
    const previous = history[history.length - 1];
    if (previous === undefined) return;
    setHistory(history.slice(0, -1));
    change(previous);
  };

  return (
    <div className="annot-editor">
      <AnnotationToolbar
        tool={tool}
        onTool={setTool}
        color={color}
        onColor={setColor}
        noteText={noteText}
        onNoteText={setNoteText}
        noteInputId={noteInputId}
        onPlaceCentre={() => place(0.5, 0.5)}
        onUndo={history.length > 0 ? undo : null}
        onClear={shapes.length > 0 ? () => commit([]) : null}
      />
      {full ? (
        <p className="works-note">{t('full', { max: ANNOTATION_LIMITS.shapesPerPage })}</p>
      ) : null}
      <PageCanvas
        src={src}
        alt={alt}
        label={label}
        shapes={stroke === null ? shapes : [...shapes, stroke]}
        drawing
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      />
      <SaveStatus state={state} onRetry={() => void retry()} />
    </div>
  );
}
