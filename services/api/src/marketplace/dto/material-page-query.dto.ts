import { IsIn, IsOptional } from 'class-validator';

/** GET /api/materials/:materialId: `paid=1` when the buyer is back from the payment page. */
export class MaterialPageQueryDto {
  @IsOptional()
  @IsIn(['1'])
  paid?: '1';
}
