import { Controller, Get } from '@nestjs/common';
import type { Purchase } from '@tutor/contracts';
import { CurrentUser } from '../../access/current-user.decorator';
import { TeacherOnly } from '../../access/route-access';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { arrayOf } from '../../common/openapi/json-schema';
import { PurchaseSchema } from '../../common/openapi/schemas/marketplace.schema';
import type { User } from '../../users/user.entity';
import { PurchasesService } from './purchases.service';

/** The buyer's purchases, newest first. */
@Controller('api/purchases')
export class PurchasesController {
  constructor(private readonly purchases: PurchasesService) {}

  @Get()
  @TeacherOnly()
  @ApiAnswer(arrayOf(PurchaseSchema))
  list(@CurrentUser() buyer: User): Promise<Purchase[]> {
    return this.purchases.list(buyer);
  }
}
