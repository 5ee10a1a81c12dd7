import { CodedException } from './coded.exception';

export enum RequestBodyErrorCode {
  MalformedJson = 'MALFORMED_JSON',
  TooLarge = 'TOO_LARGE',
  /** Arrays and objects nested deeper than the parsers accept. */
  TooDeep = 'TOO_DEEP',
  Unreadable = 'UNREADABLE',
}

/** A request body the parsers could not turn into a value. */
export class RequestBodyException extends CodedException<RequestBodyErrorCode> {
  constructor(code: RequestBodyErrorCode, options?: ErrorOptions) {
    super(code, `Request body: ${code}`, options);
  }
}
