import { REMOTE_NAMES, type RemoteName } from '@tutor/contracts';
import { IsDefined, IsIn, IsString, MaxLength } from 'class-validator';

export const CLIENT_ERROR_TEXT_MAX = 2000;

/** What the shell reports when a remote fails to load. */
export class ClientErrorDto {
  @IsDefined()
  @IsIn(REMOTE_NAMES)
  remote!: RemoteName;

  @IsDefined()
  @IsString()
  @MaxLength(CLIENT_ERROR_TEXT_MAX)
  message!: string;

  @IsDefined()
  @IsString()
  @MaxLength(CLIENT_ERROR_TEXT_MAX)
  url!: string;
}
