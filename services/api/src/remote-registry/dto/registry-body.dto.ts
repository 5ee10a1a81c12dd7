import { MAX_REGISTRY_ENTRIES, REGISTRY_ROLLOUTS, type RegistryRolloutTo } from '@tutor/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsPlainText, Trim } from '../../common/validation/custom-rules';
import { MAX_RECORD_ID } from '../../common/http/route-id.decorator';

export const NOTE_MAX = 500;
export const PREVIEW_ACCOUNTS_MAX = 50;

/** The entries as the operator proposes them; parseRegistryEntries reads each field. */
export class RegistryChecksDto {
  @IsDefined()
  @IsArray()
  @ArrayMaxSize(MAX_REGISTRY_ENTRIES)
  remotes!: unknown[];
}

/** A change made on the registry the operator saw (409 when it moved meanwhile). */
export class RegistryActionDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_RECORD_ID)
  revision?: number;
}

/** Restoring a version: `override_note` publishes it even when its checks fail now. */
export class RestoreRegistryDto extends RegistryActionDto {
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(NOTE_MAX)
  @IsPlainText()
  override_note?: string;
}

/** Who a new version is for: everyone, a canary share, or named accounts. */
export class RolloutDto {
  @IsDefined()
  @IsIn(REGISTRY_ROLLOUTS)
  to!: RegistryRolloutTo;

  @ValidateIf((rollout: RolloutDto) => rollout.to === 'canary')
  @IsDefined()
  @IsInt()
  @Min(1)
  @Max(99)
  percent?: number;

  @ValidateIf((rollout: RolloutDto) => rollout.to === 'preview')
  @IsDefined()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PREVIEW_ACCOUNTS_MAX)
  @IsEmail({}, { each: true })
  accounts?: string[];
}

/** POST /api/remotes/registry/versions */
export class PublishRegistryDto extends RestoreRegistryDto {
  @IsDefined()
  @IsArray()
  @ArrayMaxSize(MAX_REGISTRY_ENTRIES)
  remotes!: unknown[];

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => RolloutDto)
  rollout!: RolloutDto;
}
