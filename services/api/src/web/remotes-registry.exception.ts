import { HttpStatus } from '@nestjs/common';
import { CodedException } from '../common/errors/coded.exception';
import { answer, registerErrorAnswer } from '../common/errors/http-answer';

export enum RemotesRegistryErrorCode {
  Unreadable = 'UNREADABLE',
  InvalidJson = 'INVALID_JSON',
  InvalidShape = 'INVALID_SHAPE',
}

/** The operator's REMOTES_CONFIG file cannot serve as the registry; `problem` says why. */
export class RemotesRegistryException extends CodedException<RemotesRegistryErrorCode> {
  constructor(
    code: RemotesRegistryErrorCode,
    readonly problem: string,
    options?: ErrorOptions,
  ) {
    super(code, `The remotes registry ${problem}`, options);
  }
}

registerErrorAnswer(RemotesRegistryException, (exception) => {
  switch (exception.code) {
    case RemotesRegistryErrorCode.Unreadable:
    case RemotesRegistryErrorCode.InvalidJson:
    case RemotesRegistryErrorCode.InvalidShape:
      return answer(HttpStatus.SERVICE_UNAVAILABLE, exception.message, 'error');
  }
});
