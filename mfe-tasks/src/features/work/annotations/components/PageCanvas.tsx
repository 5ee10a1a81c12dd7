import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { drawAnnotationLayer, type AnnotationShape } from '@tutor/contracts';

export interface PageCanvasHandlers {
  onPointerDown?: (event: ReactPointerEvent<HTMLCanvasElement>, box: DOMRect) => void;
  onPointerMove?: (event: ReactPointerEvent<HTMLCanvasElement>, box: DOMRect) => void;
  onPointerUp?: (event: ReactPointerEvent<HTMLCanvasElement>) => void;
}

interface Props extends PageCanvasHandlers {
  src: string;
  alt: string;
  /** What the canvas is, for screen readers. */
  label: string;
  shapes: readonly AnnotationShape[];
  /** Drawing (touch-action: none on the canvas) or only showing the marks. */
  drawing: boolean;
}

/** Keeps the canvas's pixels matched to its shown size (and the screen's density). */
function useCanvasSize(canvas: HTMLCanvasElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (canvas === null) return undefined;
    const measure = () => {
      const box = canvas.getBoundingClientRect();
      setSize({ width: box.width, height: box.height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [canvas]);
  return size;
}

/** A page image with its marks drawn over it on a canvas of the same size. */
export function PageCanvas({ src, alt, label, shapes, drawing, ...handlers }: Props) {
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const { width, height } = useCanvasSize(loaded ? canvas : null);
  const box = useRef<DOMRect | null>(null);

  useEffect(() => {
    const target = canvasRef.current;
    const ctx = target?.getContext('2d');
    if (!target || !ctx || width === 0 || height === 0) return;
    const density = window.devicePixelRatio || 1;
    target.width = Math.round(width * density);
    target.height = Math.round(height * density);
    ctx.setTransform(density, 0, 0, density, 0, 0);
    ctx.clearRect(0, 0, width, height);
    drawAnnotationLayer(ctx, { shapes }, width, height);
  }, [canvas, shapes, width, height]);

  const boxOf = (event: ReactPointerEvent<HTMLCanvasElement>): DOMRect => {
    box.current ??= event.currentTarget.getBoundingClientRect();
    return box.current;
  };

  return (
    <div className="annot-stage">
      <img src={src} alt={alt} onLoad={() => setLoaded(true)} draggable={false} />
      <canvas
        ref={(element) => {
          canvasRef.current = element;
          setCanvas(element);
        }}
        className={drawing ? 'annot-canvas annot-canvas-drawing' : 'annot-canvas'}
        role="img"
        aria-label={label}
        onPointerDown={(event) => {
          box.current = event.currentTarget.getBoundingClientRect();
          handlers.onPointerDown?.(event, box.current);
        }}
        onPointerMove={(event) => handlers.onPointerMove?.(event, boxOf(event))}
        onPointerUp={handlers.onPointerUp}
        onPointerCancel={handlers.onPointerUp}
      />
    </div>
  );
}
