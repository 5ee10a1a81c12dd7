import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@tutor/api-client';
import type { AnnotationLayer, AnnotationShape, WorkAnnotations } from '@tutor/contracts';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { getAnnotations } from '../api/get-annotations';
import { saveAnnotationLayer } from '../api/save-annotation-layer';
import { layerFor } from '../lib/annotated-files';

export type SaveState = 'idle' | 'saving' | 'saved' | 'stale' | 'failed';

/** How long drawing pauses before the page's marks are saved. */
const SAVE_DELAY_MS = 700;

interface Target {
  workId: number;
  fileId: number;
  page: number;
}

function withLayer(data: WorkAnnotations | undefined, layer: AnnotationLayer) {
  if (data === undefined) return data;
  const others = data.layers.filter((l) => l.file_id !== layer.file_id || l.page !== layer.page);
  return { ...data, layers: [...others, layer] };
}

/**
 * One page's marks as the teacher draws them: every change is kept locally at once and
 * saved whole after a pause, with the version last saved (409: another tab changed them).
 * After a lost answer the retry asks for the page's version first, then saves again.
 */
export function useLayerAutosave({ workId, fileId, page }: Target, initial?: AnnotationLayer) {
  const queryClient = useQueryClient();
  const [shapes, setShapes] = useState<AnnotationShape[]>(initial?.shapes ?? []);
  const [state, setState] = useState<SaveState>('idle');
  const latest = useRef(shapes);
  const version = useRef(initial?.version ?? 0);
  const busy = useRef(false);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(async (): Promise<void> => {
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    setState('saving');
    const sent = latest.current;
    try {
      const layer = await saveAnnotationLayer(workId, fileId, page, {
        version: version.current,
        shapes: sent,
      });
      version.current = layer.version;
      queryClient.setQueryData<WorkAnnotations>(queryKeys.annotations(workId), (data) =>
        withLayer(data, layer),
      );
      if (latest.current === sent) setState('saved');
      else again.current = true;
    } catch (error) {
      again.current = false;
      setState(error instanceof ApiError && error.status === 409 ? 'stale' : 'failed');
    } finally {
      busy.current = false;
      if (again.current) {
        again.current = false;
        void save();
      }
    }
  }, [workId, fileId, page, queryClient]);

  const change = useCallback(
    (next: AnnotationShape[]) => {
      latest.current = next;
      setShapes(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void save();
      }, SAVE_DELAY_MS);
    },
    [save],
  );

  /** Saves again; after a lost answer the server may hold a newer version: ask for it first. */
  const retry = useCallback(async () => {
    setState('saving');
    try {
      const data = await getAnnotations(workId);
      version.current = layerFor(data.layers, fileId, page)?.version ?? 0;
    } catch {
      setState('failed');
      return;
    }
    await save();
  }, [workId, fileId, page, save]);

  // Leaving the page (or another page of the file) saves what is still waiting.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void save();
    },
    [save],
  );

  return { shapes, change, state, retry };
}
