export enum RemotesRegistryErrorCode {
  Unreadable = 'UNREADABLE',
  InvalidJson = 'INVALID_JSON',
  InvalidShape = 'INVALID_SHAPE',
}

/** The operator's REMOTES_CONFIG file cannot serve as the registry; `problem` says why. */
export class RemotesRegistryException extends Error {
  constructor(
    readonly code: RemotesRegistryErrorCode,
    readonly problem: string,
    options?: ErrorOptions,
  ) {
    super(`The remotes registry ${problem}`, options);
    this.name = 'RemotesRegistryException';
  }
}
