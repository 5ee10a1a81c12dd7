import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ClientErrorsService } from './client-errors.service';
import { ClientErrorDto } from './dto/client-error.dto';

@Controller('api/client-errors')
export class ClientErrorsController {
  constructor(private readonly clientErrors: ClientErrorsService) {}

  /** Public: the failure may be the auth remote itself, before anyone signs in. */
  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  report(@Body() body: ClientErrorDto): void {
    this.clientErrors.report(body);
  }
}
