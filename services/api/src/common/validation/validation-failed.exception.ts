import type { ValidationError } from 'class-validator';

/** Thrown by the ValidationPipe; the exception filter turns it into the 422 answer. */
export class ValidationFailedException extends Error {
  constructor(readonly errors: readonly ValidationError[]) {
    super('The given data was invalid.');
    this.name = 'ValidationFailedException';
  }
}
