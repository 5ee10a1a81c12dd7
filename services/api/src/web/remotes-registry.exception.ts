import { CodedException } from '../common/errors/coded.exception';

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
