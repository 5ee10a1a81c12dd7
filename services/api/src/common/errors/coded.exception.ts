/**
 * A module's own error: a code from the module's enum, which the exception filter maps to
 * an HTTP answer (see http-answer.ts). Modules subclass it once each.
 */
export abstract class CodedException<Code extends string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}
