import { Controller, Get, Header, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../common/access/public.decorator';
import type { ServedRegistry } from '@tutor/contracts';
import { RemotesRegistryService, viewerOf } from './remotes-registry.service';
import { ApiAnswer } from '../../common/openapi/api-answer.decorator';
import { ServedRegistrySchema } from '../../common/openapi/schemas/remotes.schema';

@Public()
@Controller()
export class RemotesController {
  constructor(private readonly registry: RemotesRegistryService) {}

  /**
   * The registry the shell reads at start-up (and on retry), as this person is served it
   * (a canary share or a preview may see the candidate); never down: an unusable
   * REMOTES_CONFIG leaves the last good version served. Each manifest entry is given as
   * the remoteEntry.js its manifest names: the shell's runtime reads no manifests.
   */
  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  @ApiAnswer(ServedRegistrySchema)
  async remotes(@Req() req: Request): Promise<ServedRegistry> {
    return this.registry.forBrowser(await this.registry.read(viewerOf(req)));
  }
}
