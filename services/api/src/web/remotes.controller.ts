import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../common/access/public.decorator';
import type { ServedRegistry } from '@tutor/contracts';
import { RemotesRegistryService } from './remotes-registry.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { ServedRegistrySchema } from '../common/openapi/schemas/remotes.schema';

@Public()
@Controller()
export class RemotesController {
  constructor(private readonly registry: RemotesRegistryService) {}

  /**
   * The registry the shell reads at start-up (and on retry); never down: an unusable file
   * leaves the last usable registry or the built-in one served.
   */
  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  @ApiAnswer(ServedRegistrySchema)
  remotes(): Promise<ServedRegistry> {
    return this.registry.read();
  }
}
