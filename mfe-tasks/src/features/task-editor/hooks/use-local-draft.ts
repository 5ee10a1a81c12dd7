import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSession } from '@tutor/session';
import type { TaskDraft } from '../lib/draft';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from '../lib/local-draft';

/** How long typing pauses before the form is written to the browser's storage. */
export const LOCAL_DRAFT_DELAY_MS = 400;

export interface LocalDraftState {
  /** When the draft restored on opening was written; null when none was restored. */
  restoredAt: number | null;
  /** Forgets the kept draft (after a save, or when the teacher discards it). */
  clear: () => void;
  /** Hides the notice of the restored draft. */
  dismiss: () => void;
}

/**
 * Keeps the editor's form in localStorage while it differs from what is saved: written a
 * moment after typing stops and when the page is hidden (a reload, a closed tab), removed
 * once the form equals the saved task again or `clear` is called (a save, a discard). `restore` is called once, on opening, with a
 * draft this user left for this task.
 */
export function useLocalDraft(
  task: number | 'new',
  draft: TaskDraft,
  changed: boolean,
  restore: (draft: TaskDraft) => void,
): LocalDraftState {
  const userId = useSession((state) => state.user?.id ?? null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const asked = useRef(false);
  const latest = useRef({ draft, changed });
  useLayoutEffect(() => {
    latest.current = { draft, changed };
  });
  /** The form as it was when the kept draft was cleared: not written again until edited. */
  const cleared = useRef<TaskDraft | null>(null);

  useEffect(() => {
    if (asked.current || userId === null) return;
    asked.current = true;
    const kept = readLocalDraft(userId, task);
    if (!kept) return;
    restore(kept.draft);
    setRestoredAt(kept.savedAt);
  }, [userId, task, restore]);

  /** Whether the form differed from the saved task since it was last kept or cleared. */
  const dirtySeen = useRef(false);

  const write = useCallback(() => {
    const current = latest.current;
    if (userId === null || !asked.current || !current.changed) return;
    if (current.draft === cleared.current) return;
    writeLocalDraft({ version: 1, userId, task, savedAt: Date.now(), draft: current.draft });
  }, [userId, task]);

  useEffect(() => {
    if (userId === null) return undefined;
    if (!changed) {
      // back to what is saved (typed back, or saved): nothing left to keep
      if (dirtySeen.current) clearLocalDraft(userId, task);
      dirtySeen.current = false;
      return undefined;
    }
    dirtySeen.current = true;
    const timer = window.setTimeout(write, LOCAL_DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, changed, userId, task, write]);

  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => window.removeEventListener('pagehide', write);
  }, [write]);

  const clear = useCallback(() => {
    cleared.current = latest.current.draft;
    dirtySeen.current = false;
    if (userId !== null) clearLocalDraft(userId, task);
    setRestoredAt(null);
  }, [userId, task]);

  const dismiss = useCallback(() => setRestoredAt(null), []);

  return { restoredAt, clear, dismiss };
}
