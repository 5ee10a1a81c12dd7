import { useEffect, useState } from 'react';
import { useSession } from '@tutor/session';
import type { MaterialDraft } from '../lib/draft';
import {
  dropKeptDraft,
  keepDraft,
  keptDraftKey,
  loadKeptDraft,
  sameDraft,
} from '../lib/kept-draft';

export interface KeptDraft {
  draft: MaterialDraft;
  setDraft: (change: (current: MaterialDraft) => MaterialDraft) => void;
  /** What the form opened with (empty, or the material as saved): unchanged means clean. */
  baseline: MaterialDraft;
  /** The form opened with a draft kept from an earlier visit. */
  restored: boolean;
  /** The browser holds the changes (false: it refused, so leaving would lose them). */
  kept: boolean;
  /** Back to the baseline, the kept draft dropped. */
  discard: () => void;
  /** Drops the kept draft (it was saved). */
  forget: () => void;
}

/**
 * The form's values, kept in the browser as they change (per user, per material or new),
 * so that leaving (to take the paid plan, say) and coming back loses nothing: the form
 * opens with the kept draft and says so. Saving or discarding drops it.
 */
export function useKeptDraft(materialId: number | null, initial: () => MaterialDraft): KeptDraft {
  const userId = useSession((state) => state.user?.id ?? 0);
  const key = keptDraftKey(userId, materialId);
  const [start] = useState(() => {
    const baseline = initial();
    const found = loadKeptDraft(localStorage, key, Date.now());
    const restored = found !== null && !sameDraft(found, baseline);
    return { baseline, draft: restored ? found : baseline, restored };
  });
  const [draft, setDraft] = useState(start.draft);
  const [restored, setRestored] = useState(start.restored);
  const [kept, setKept] = useState(true);

  useEffect(() => {
    if (sameDraft(draft, start.baseline)) {
      dropKeptDraft(localStorage, key);
      setKept(true);
    } else {
      setKept(keepDraft(localStorage, key, draft, Date.now()));
    }
  }, [draft, key, start.baseline]);

  return {
    draft,
    setDraft,
    baseline: start.baseline,
    restored,
    kept,
    discard: () => {
      setDraft(start.baseline);
      setRestored(false);
      dropKeptDraft(localStorage, key);
    },
    forget: () => dropKeptDraft(localStorage, key),
  };
}
