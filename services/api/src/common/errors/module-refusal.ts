import type { ServerMessage } from '@tutor/contracts';
import type { MessageKey, MessageParams } from '../../i18n/messages';
import { CodedException } from './coded.exception';

interface AnswerBase {
  /** 403, 404, 409 (the record's state forbids it), 422 (what the user sent), 502, 503… */
  readonly status: number;
  /** The field a form shows the text under (`errors: { field: [text] }`). */
  readonly field?: string;
  /** A machine-readable code beside the message (e.g. contracts' WorkRefusalCode). */
  readonly code?: string;
  /** Logged by the filter (a provider's failure); a client's mistake is not. */
  readonly log?: 'error' | 'warn';
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * How one code of a module leaves: its status and its text, translated from `key` or the
 * same in every language (`text`: the spec's fixed 'Not Found.', 'This action is
 * unauthorized.').
 */
export type RefusalAnswer = AnswerBase &
  (
    | { readonly key: MessageKey; readonly text?: never }
    | { readonly text: ServerMessage; readonly key?: never }
  );

/**
 * A module's answers, one per code of its enum. Declared `satisfies RefusalAnswers<Code>`,
 * so a code without an answer fails the typecheck.
 */
export type RefusalAnswers<Code extends string> = Readonly<Record<Code, RefusalAnswer>>;

/** What only the throw knows. */
export interface RefusalDetails {
  /** The text's values. */
  readonly params?: MessageParams;
  /** A field path instead of the table's, such as `answers.2.value`. */
  readonly field?: string;
  /** For the log only: which record or call it was about. */
  readonly detail?: string;
  readonly cause?: unknown;
}

/**
 * A module's refusal: a code of the module's enum (`<module>.errors.ts`) answered through the
 * module's table. The one filter translates it; modules subclass it once each.
 */
export abstract class ModuleRefusal<Code extends string> extends CodedException<Code> {
  readonly answer: RefusalAnswer;

  constructor(
    answers: RefusalAnswers<Code>,
    code: Code,
    readonly details: RefusalDetails = {},
  ) {
    const { detail, cause } = details;
    super(
      code,
      `Refused: ${code}${detail === undefined ? '' : ` (${detail})`}`,
      cause === undefined ? undefined : { cause },
    );
    this.answer = answers[code];
  }
}
