import { MaterialAccess } from '@tutor/contracts';
import { emptyDraft } from './draft';
import { KEPT_FOR_MS, dropKeptDraft, keepDraft, keptDraftKey, loadKeptDraft } from './kept-draft';

const NOW = Date.UTC(2026, 10, 27, 12);
const key = keptDraftKey(3, null);
const draft = { ...emptyDraft(12), title: 'Дроби', access: MaterialAccess.Paid, price: '490' };

describe('the material form’s draft kept in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what was kept, per user and per material', () => {
    expect(keepDraft(localStorage, key, draft, NOW)).toBe(true);
    expect(loadKeptDraft(localStorage, key, NOW + 1000)).toEqual(draft);
    expect(loadKeptDraft(localStorage, keptDraftKey(4, null), NOW)).toBeNull();
    expect(loadKeptDraft(localStorage, keptDraftKey(3, 8), NOW)).toBeNull();
  });

  it('forgets a draft once dropped, or once it is older than a week', () => {
    keepDraft(localStorage, key, draft, NOW);
    expect(loadKeptDraft(localStorage, key, NOW + KEPT_FOR_MS + 1)).toBeNull();
    dropKeptDraft(localStorage, key);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('ignores what is not a draft of this form', () => {
    localStorage.setItem(key, '{not json');
    expect(loadKeptDraft(localStorage, key, NOW)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ saved_at: NOW, draft: { title: 5 } }));
    expect(loadKeptDraft(localStorage, key, NOW)).toBeNull();
    localStorage.setItem(
      key,
      JSON.stringify({ saved_at: NOW, draft: { ...draft, access: 'secret' } }),
    );
    expect(loadKeptDraft(localStorage, key, NOW)).toBeNull();
  });

  it('says when the browser refuses to keep it', () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(keepDraft(full, key, draft, NOW)).toBe(false);
  });
});
