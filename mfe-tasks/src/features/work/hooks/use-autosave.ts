import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerValue } from '@tutor/contracts';
import { needsReload } from '../api/refusal';
import { saveAnswers } from '../api/save-answers';
import { useLeaveWarning } from '@tutor/ui';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; error: unknown };

/**
 * Autosave of a work's answers: changes wait AUTOSAVE_DELAY_MS of quiet, then go out in one
 * PUT with the version last seen; the answer's version is used for the next one. A failed
 * save keeps its answers pending, so the next change or `flush` sends them again; a stale
 * version stops autosaving until the work is loaded again.
 */
export function useAutosave(workId: number, initialVersion: number) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const version = useRef(initialVersion);
  const pending = useRef(new Map<number, AnswerValue | null>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const stale = useRef(false);

  const send = useCallback(async (): Promise<boolean> => {
    const batch = pending.current;
    pending.current = new Map();
    setState({ status: 'saving' });
    try {
      const answers = [...batch].map(([question_id, value]) => ({ question_id, value }));
      const answer = await saveAnswers(workId, { version: version.current, answers });
      version.current = answer.version;
      setState(pending.current.size > 0 ? { status: 'saving' } : { status: 'saved' });
      return true;
    } catch (error) {
      // Newer edits made while saving win over the failed batch.
      pending.current = new Map([...batch, ...pending.current]);
      stale.current = needsReload(error);
      setState({ status: 'failed', error });
      return false;
    }
  }, [workId]);

  /** Sends what is pending now; resolves false when the answers are not all saved. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    while (inFlight.current !== null) await inFlight.current;
    if (stale.current) return false;
    if (pending.current.size === 0) return true;
    const run = send();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [send]);

  const change = useCallback(
    (questionId: number, value: AnswerValue | null) => {
      pending.current.set(questionId, value);
      if (stale.current) return;
      setState((previous) => (previous.status === 'failed' ? previous : { status: 'saving' }));
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  // Closing or reloading the tab with answers not yet saved asks first.
  useLeaveWarning(() => pending.current.size > 0 || inFlight.current !== null);

  // Leaving the page in the app sends what is still waiting for the quiet moment.
  useEffect(
    () => () => {
      if (timer.current !== null && pending.current.size > 0) void flush();
    },
    [flush],
  );

  return { state, change, flush, version: () => version.current };
}
