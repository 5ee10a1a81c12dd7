import { IsOptional, Matches } from 'class-validator';

/** POST /api/materials/:materialId/purchase: a `link` material needs its link's token. */
export class PurchaseDto {
  @IsOptional()
  @Matches(/^[0-9a-f]{48}$/)
  token?: string;
}
