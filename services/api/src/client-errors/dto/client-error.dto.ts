import { REMOTE_NAME_PATTERN } from '@tutor/contracts';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const CLIENT_ERROR_TEXT_MAX = 2000;

/**
 * What went wrong: `load` the remote did not load, `shape` it loaded without the exports
 * a remote must have, `shared` a shared package's version does not fit (only logged).
 */
export const CLIENT_ERROR_KINDS = ['load', 'shape', 'shared'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** What the shell reports when a remote fails to load. */
export class ClientErrorDto {
  /** The registry's name of the remote: any entry's, not a fixed list. */
  @IsDefined()
  @IsString()
  @Matches(REMOTE_NAME_PATTERN)
  remote!: string;

  @IsDefined()
  @IsString()
  @MaxLength(CLIENT_ERROR_TEXT_MAX)
  message!: string;

  @IsDefined()
  @IsString()
  @MaxLength(CLIENT_ERROR_TEXT_MAX)
  url!: string;

  @IsOptional()
  @IsIn(CLIENT_ERROR_KINDS)
  kind?: ClientErrorKind;
}
