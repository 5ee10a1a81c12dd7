import { MATERIAL_LIMITS } from '@tutor/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsPlainText, Trim } from '../../common/validation/custom-rules';

/** POST /api/materials/:materialId/versions */
export class MaterialVersionDto {
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(MATERIAL_LIMITS.changelogMax)
  @IsPlainText()
  changelog!: string;
}
