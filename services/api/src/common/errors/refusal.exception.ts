import type { MessageKey, MessageParams } from '../../i18n/messages';

export interface RefusalOptions {
  params?: MessageParams;
  /** Answer 422 with the text under this field (a form can show it there). */
  field?: string;
  /** A machine-readable code beside the message (e.g. contracts' WorkRefusalCode). */
  code?: string;
}

/**
 * A request the rules refuse, with a translated reason: 409 for a conflict with the
 * record's state (stale version, wrong status), 422 for what the user typed.
 */
export class RefusalException extends Error {
  constructor(
    readonly status: 409 | 422,
    readonly key: MessageKey,
    readonly options: RefusalOptions = {},
  ) {
    super(`Refused: ${key}`);
    this.name = 'RefusalException';
  }
}
