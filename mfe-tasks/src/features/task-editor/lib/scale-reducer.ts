import type { TaskScale } from '@tutor/contracts';
import type { MarkDraft, ScaleDraft } from './scale-draft';

export type FivePointMark = 5 | 4 | 3;

export type ScaleAction =
  | { type: 'choose'; scale: TaskScale; key: string }
  | { type: 'threshold'; mark: FivePointMark; value: string }
  | { type: 'pass_percent'; value: string }
  | { type: 'add_mark'; key: string }
  | { type: 'edit_mark'; index: number; patch: Partial<Pick<MarkDraft, 'label' | 'min_percent'>> }
  | { type: 'remove_mark'; index: number };

export function scaleReducer(scale: ScaleDraft, action: ScaleAction): ScaleDraft {
  switch (action.type) {
    case 'choose':
      // Custom marks start with the one band that must begin at 0%.
      return action.scale === 'custom' && scale.options.length === 0
        ? {
            ...scale,
            scale: action.scale,
            options: [{ key: action.key, label: '', min_percent: '0' }],
          }
        : { ...scale, scale: action.scale };
    case 'threshold':
      return { ...scale, thresholds: { ...scale.thresholds, [action.mark]: action.value } };
    case 'pass_percent':
      return { ...scale, pass_percent: action.value };
    case 'add_mark':
      return {
        ...scale,
        options: [...scale.options, { key: action.key, label: '', min_percent: '' }],
      };
    case 'edit_mark':
      return {
        ...scale,
        options: scale.options.map((mark, index) =>
          index === action.index ? { ...mark, ...action.patch } : mark,
        ),
      };
    case 'remove_mark':
      return { ...scale, options: scale.options.filter((_, index) => index !== action.index) };
  }
}
