export enum RequestBodyErrorCode {
  MalformedJson = 'MALFORMED_JSON',
  TooLarge = 'TOO_LARGE',
  Unreadable = 'UNREADABLE',
}

/** A request body the parsers could not turn into a value. */
export class RequestBodyException extends Error {
  constructor(
    readonly code: RequestBodyErrorCode,
    options?: ErrorOptions,
  ) {
    super(`Request body: ${code}`, options);
    this.name = 'RequestBodyException';
  }
}
