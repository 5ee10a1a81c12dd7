import { Controller, Get, Header } from '@nestjs/common';
import type { PaymentMismatch } from '@tutor/contracts';
import { OperatorOnly } from '../access/route-access';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { arrayOf } from '../common/openapi/json-schema';
import { PaymentMismatchSchema } from '../common/openapi/schemas/payment-mismatches.schema';
import { PaymentMismatches } from './payment-mismatches.service';

/** The operator's list of payments the provider reported not as ordered. */
@Controller('api/payments/mismatches')
@OperatorOnly()
export class PaymentMismatchesController {
  constructor(private readonly mismatches: PaymentMismatches) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(arrayOf(PaymentMismatchSchema))
  list(): Promise<PaymentMismatch[]> {
    return this.mismatches.list();
  }
}
