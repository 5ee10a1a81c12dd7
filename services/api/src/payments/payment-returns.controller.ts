import { Controller, Get, Header } from '@nestjs/common';
import type { PaymentReturn } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { PaymentReturnSchema } from '../common/openapi/schemas/payment-returns.schema';
import type { User } from '../users/user.entity';
import { PaymentReturns } from './payment-returns.service';

/** How the payer's payment went, for the page the provider sends them back to. */
@Controller('api/payments')
export class PaymentReturnsController {
  constructor(private readonly returns: PaymentReturns) {}

  /** Only the payer: someone else's payment is 403, a missing one 404. */
  @Get(':paymentId/status')
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(PaymentReturnSchema)
  status(@CurrentUser() payer: User, @RouteId('paymentId') id: number): Promise<PaymentReturn> {
    return this.returns.view(payer, id);
  }
}
