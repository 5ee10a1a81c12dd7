/** Thrown at start-up when the environment holds a bad value; each problem names its variable. */
export class ConfigValidationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigValidationError';
  }
}
