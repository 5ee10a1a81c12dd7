import { Body, Controller, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Public } from '../common/access/public.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { ClientErrorsService } from './client-errors.service';
import { ClientErrorDto } from './dto/client-error.dto';

@Public()
@Controller('api/client-errors')
export class ClientErrorsController {
  constructor(private readonly clientErrors: ClientErrorsService) {}

  /**
   * Public: the failure may be the auth remote itself, before anyone signs in. Limited per
   * IP like the account forms (and their small body limit, see body-parsers.ts).
   */
  @Post()
  @RateLimit()
  @HttpCode(HttpStatus.NO_CONTENT)
  report(
    @Body() body: ClientErrorDto,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<void> {
    return this.clientErrors.report(body, userAgent);
  }
}
