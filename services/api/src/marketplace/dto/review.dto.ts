import { MATERIAL_LIMITS, type ReviewAnswerInput, type ReviewInput } from '@tutor/contracts';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsPlainText, Trim } from '../../common/validation/custom-rules';

/** POST /api/materials/:materialId/reviews */
export class ReviewDto implements ReviewInput {
  @Max(5)
  @Min(1)
  @IsInt()
  rating!: number;

  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(MATERIAL_LIMITS.reviewTextMax)
  @IsPlainText()
  text!: string;
}

/** POST /api/materials/:materialId/reviews/:reviewId/answer */
export class ReviewAnswerDto implements ReviewAnswerInput {
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(MATERIAL_LIMITS.reviewTextMax)
  @IsPlainText()
  answer!: string;
}
