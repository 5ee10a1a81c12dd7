import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import { Public } from '../common/access/public.decorator';
import type { HealthReport } from '@tutor/contracts';
import type { Response } from 'express';
import { HealthService } from './health.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { HealthReportSchema } from '../common/openapi/schemas/account.schema';
import { ApiServiceUnavailableResponse } from '@nestjs/swagger';

@Public()
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when every dependency is up, 503 otherwise; public, for load balancers. */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(HealthReportSchema)
  @ApiServiceUnavailableResponse({ description: 'a dependency is down (the same report)' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.check();
    res.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
