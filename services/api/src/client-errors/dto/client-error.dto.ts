import {
  REMOTE_FAILURE_KINDS,
  REMOTE_NAME_PATTERN,
  REMOTE_VERSION_MAX,
  type RemoteFailureKind,
} from '@tutor/contracts';
import {
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';

export const CLIENT_ERROR_TEXT_MAX = 2000;

/** What went wrong (see REMOTE_FAILURE_KINDS). */
export const CLIENT_ERROR_KINDS = REMOTE_FAILURE_KINDS;
export type ClientErrorKind = RemoteFailureKind;

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

  /** The entry's build version from its manifest; absent when its build names none. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(REMOTE_VERSION_MAX)
  version?: string;
}
