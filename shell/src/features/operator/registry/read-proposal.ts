import type { TFunction } from 'i18next';
import { parseRegistryEntries, type RegistryEntry } from '@tutor/contracts';

/** The editor's text as entries, or the translated problems that keep it from being sent. */
export type ReadProposal = { entries: RegistryEntry[] } | { problems: string[] };

export const entriesText = (entries: RegistryEntry[]): string => JSON.stringify(entries, null, 2);

/** Reads the JSON the operator wrote with the same parser the API uses. */
export function readProposal(text: string, t: TFunction): ReadProposal {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problems: [t('editor.not_json')] };
  }
  const { entries, problems } = parseRegistryEntries(json);
  if (problems.length === 0) return { entries };
  return {
    problems: problems.map((problem) =>
      t('editor.problem', { field: problem.field, text: t(`problems.${problem.code}`) }),
    ),
  };
}

/** A 422's per-field errors as lines under the field they belong to. */
export function fieldLines(fieldErrors: Record<string, string[]>, prefix: string): string[] {
  return Object.entries(fieldErrors)
    .filter(
      ([field]) =>
        field === prefix || field.startsWith(`${prefix}[`) || field.startsWith(`${prefix}.`),
    )
    .flatMap(([field, texts]) => texts.map((text) => `${field}: ${text}`));
}
