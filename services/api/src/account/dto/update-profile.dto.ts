import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsPhone, IsPlainText, Trim } from '../../common/validation/custom-rules';

/** PUT /api/account/profile. A phone the user's role requires is checked by the service. */
export class UpdateProfileDto {
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(255)
  @IsPlainText()
  first_name!: string;

  /** Any usual spelling; stored normalised (+7XXXXXXXXXX for Russian numbers). Empty clears it. */
  @Trim()
  @ValidateIf(
    (dto: UpdateProfileDto) => dto.phone !== undefined && dto.phone !== null && dto.phone !== '',
  )
  @IsString()
  @MaxLength(32)
  @IsPhone()
  phone?: string | null;
}
