import { Controller, Get, Header } from '@nestjs/common';
import type { RemotesHealth } from '@tutor/contracts';
import { OperatorOnly } from '../../access/route-access';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { RemotesStatusSchema } from '../../common/openapi/schemas/remotes.schema';
import { RemotesStatusService } from './remotes-status.service';

@Controller('api/remotes')
export class RemotesStatusController {
  constructor(private readonly remotesStatus: RemotesStatusService) {}

  /**
   * Operators only: every registry entry, healthy or why not, the build its manifest
   * names and the failures browsers reported per build and kind in the last hour.
   */
  @Get('status')
  @OperatorOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(RemotesStatusSchema)
  status(): Promise<RemotesHealth> {
    return this.remotesStatus.status();
  }
}
