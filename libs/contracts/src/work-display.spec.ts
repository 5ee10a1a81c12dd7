import { normalizeShortAnswer } from './tasks';
import { WORK_STATUS_LABEL_KEYS, WorkStatus, workStatusLabelKey } from './work-status';
import { markShownApart } from './works';

describe('what a work shows once', () => {
  it('gives each status one label, the same everywhere', () => {
    for (const status of Object.values(WorkStatus)) {
      expect(workStatusLabelKey(status)).toBe(WORK_STATUS_LABEL_KEYS[status]);
    }
    expect(workStatusLabelKey(WorkStatus.Draft)).toBe('work.status.draft');
  });

  it('shows a mark apart from the points only when it says something else', () => {
    expect(markShownApart({ scale: 'points', ball: 12, max_ball: 14 })).toBe(false);
    expect(markShownApart({ scale: 'five_point', value: 5 })).toBe(true);
    expect(markShownApart({ scale: 'pass_fail', passed: true })).toBe(true);
    expect(markShownApart(null)).toBe(false);
  });

  it('compares short answers without case, ё/е and extra spaces', () => {
    expect(normalizeShortAnswer('  Ёлка   зелёная\t')).toBe('елка зеленая');
    expect(normalizeShortAnswer('PARIS')).toBe(normalizeShortAnswer('paris'));
    expect(normalizeShortAnswer('fir tree')).not.toBe(normalizeShortAnswer('firtree'));
  });
});
