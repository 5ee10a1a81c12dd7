import type { TFunction } from 'i18next';
import type { PublishBody, RolloutTarget } from './registry-api.types';

export interface RolloutInputs {
  to: RolloutTarget;
  percent: string;
  accounts: string;
  note: string;
}

export type RolloutErrors = Partial<Record<'percent' | 'accounts' | 'note', string[]>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const accountsOf = (text: string): string[] =>
  text.split(/[\s,;]+/).filter((part) => part !== '');

/** The publish body from the form, or what is wrong with the form. */
export function readRollout(
  inputs: RolloutInputs,
  needsNote: boolean,
  t: TFunction,
): { rollout: PublishBody['rollout']; note?: string } | { errors: RolloutErrors } {
  const errors: RolloutErrors = {};
  const percent = Number(inputs.percent);
  const accounts = accountsOf(inputs.accounts);
  if (inputs.to === 'canary' && !(Number.isInteger(percent) && percent >= 1 && percent <= 99)) {
    errors.percent = [t('publish.percent_invalid')];
  }
  if (inputs.to === 'preview') {
    const wrong = accounts.filter((account) => !EMAIL.test(account));
    if (accounts.length === 0) errors.accounts = [t('publish.accounts_empty')];
    else if (wrong.length > 0) {
      errors.accounts = [t('publish.accounts_invalid', { emails: wrong.join(', ') })];
    }
  }
  const note = inputs.note.trim();
  if (needsNote && note === '') errors.note = [t('publish.note_required')];
  if (Object.keys(errors).length > 0) return { errors };
  const rollout: PublishBody['rollout'] =
    inputs.to === 'canary'
      ? { to: 'canary', percent }
      : inputs.to === 'preview'
        ? { to: 'preview', accounts }
        : { to: 'all' };
  return note === '' ? { rollout } : { rollout, note };
}

const FORM_FIELDS: Record<string, keyof RolloutErrors> = {
  'rollout.percent': 'percent',
  'rollout.accounts': 'accounts',
  override_note: 'note',
};

/** A 422's per-field errors: those of the form's fields, and the rest as lines. */
export function splitFieldErrors(fieldErrors: Record<string, string[]>): {
  fields: RolloutErrors;
  others: string[];
} {
  const fields: RolloutErrors = {};
  const others: string[] = [];
  for (const [field, texts] of Object.entries(fieldErrors)) {
    const own = FORM_FIELDS[field.replace(/\[\d+\]$/, '')];
    if (own === undefined) others.push(...texts.map((text) => `${field}: ${text}`));
    else fields[own] = [...(fields[own] ?? []), ...texts];
  }
  return { fields, others };
}
