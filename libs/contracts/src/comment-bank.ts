import {
  arrayOf,
  int,
  moment,
  named,
  nullable,
  object,
  RecordId,
  text,
  type Static,
} from './schema';

/**
 * A teacher's reusable comment. `{имя}` (or `{name}`) stands for the student's first name:
 * the page replaces it when it inserts the entry, so a saved comment holds the real name.
 */
export const CommentBankEntrySchema = named(
  'CommentBankEntry',
  object({
    id: RecordId,
    text: text(),
    uses_count: int(),
    last_used_at: nullable(moment()),
    created_at: moment(),
  }),
);
export type CommentBankEntry = Static<typeof CommentBankEntrySchema>;

export const CommentBankListSchema = named('CommentBankList', arrayOf(CommentBankEntrySchema));

export interface CommentBankInput {
  text: string;
}

export interface CommentBankQuery {
  q?: string;
}

/** The placeholders of the student's first name, ru and en. */
export const COMMENT_BANK_NAME_PLACEHOLDERS = ['{имя}', '{name}'] as const;

/** The entries a list answers at most (most used first). */
export const COMMENT_BANK_LIST_MAX = 100;
export const COMMENT_BANK_QUERY_MAX = 200;

/** The text with every name placeholder replaced by the student's first name. */
export function fillCommentName(text: string, firstName: string): string {
  return COMMENT_BANK_NAME_PLACEHOLDERS.reduce(
    (filled, placeholder) => filled.split(placeholder).join(firstName),
    text,
  );
}

/** The text with the student's first name turned back into `{имя}` (for saving to the bank). */
export function templateCommentName(text: string, firstName: string): string {
  const name = firstName.trim();
  if (name === '') return text;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'), '{имя}');
}
