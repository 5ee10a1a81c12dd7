import type { MessageKey, MessageParams } from '../../i18n/messages';
import { CodedException } from './coded.exception';

/** How one code of a module leaves: its status, its text and what the client may read. */
export interface RefusalAnswer {
  /** 403, 404, 409 (the record's state forbids it), 422 (what the user sent)… */
  readonly status: number;
  readonly key: MessageKey;
  /** The field a form shows the text under (`errors: { field: [text] }`). */
  readonly field?: string;
  /** A machine-readable code beside the message (e.g. contracts' WorkRefusalCode). */
  readonly code?: string;
}

/**
 * A module's answers, one per code of its enum. Declared `satisfies RefusalAnswers<Code>`,
 * so a code without an answer fails the typecheck.
 */
export type RefusalAnswers<Code extends string> = Readonly<Record<Code, RefusalAnswer>>;

/** What only the throw knows: the text's values, or a field path such as `answers.2.value`. */
export interface RefusalDetails {
  readonly params?: MessageParams;
  readonly field?: string;
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
    super(code, `Refused: ${code}`);
    this.answer = answers[code];
  }
}
