import { TaskScale, type ScaleOptions } from '@tutor/contracts';
import { newKey } from './keys';
import { num } from './numbers';

export interface MarkDraft {
  key: string;
  label: string;
  min_percent: string;
}

/** Every scale's values are kept, so switching the scale back loses nothing. */
export interface ScaleDraft {
  scale: TaskScale;
  thresholds: { 5: string; 4: string; 3: string };
  pass_percent: string;
  options: MarkDraft[];
}

const DEFAULT_SCALE: Omit<ScaleDraft, 'scale'> = {
  thresholds: { 5: '85', 4: '70', 3: '50' },
  pass_percent: '60',
  options: [],
};

export function emptyScale(): ScaleDraft {
  return { scale: TaskScale.Points, ...DEFAULT_SCALE };
}

export function scaleDraft(options: ScaleOptions): ScaleDraft {
  const scale: ScaleDraft = { ...DEFAULT_SCALE, scale: options.scale };
  switch (options.scale) {
    case 'points':
      return scale;
    case 'five_point': {
      const { thresholds } = options;
      return {
        ...scale,
        thresholds: { 5: `${thresholds[5]}`, 4: `${thresholds[4]}`, 3: `${thresholds[3]}` },
      };
    }
    case 'pass_fail':
      return { ...scale, pass_percent: `${options.pass_percent}` };
    case 'custom':
      return {
        ...scale,
        options: options.options.map((mark) => ({
          key: newKey(),
          label: mark.label,
          min_percent: `${mark.min_percent}`,
        })),
      };
  }
}

export function scaleInput(draft: ScaleDraft): ScaleOptions {
  switch (draft.scale) {
    case 'points':
      return { scale: 'points' };
    case 'five_point': {
      const { thresholds } = draft;
      return {
        scale: 'five_point',
        thresholds: { 5: num(thresholds[5]), 4: num(thresholds[4]), 3: num(thresholds[3]) },
      };
    }
    case 'pass_fail':
      return { scale: 'pass_fail', pass_percent: num(draft.pass_percent) };
    case 'custom':
      return {
        scale: 'custom',
        options: draft.options.map((mark) => ({
          label: mark.label,
          min_percent: num(mark.min_percent),
        })),
      };
  }
}
