import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../common/access/public.decorator';
import type { RemotesRegistry } from '@tutor/contracts';
import { RemotesRegistryService } from './remotes-registry.service';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { RemotesRegistrySchema } from '../common/openapi/schemas/remotes.schema';
import { ApiServiceUnavailableResponse } from '@nestjs/swagger';

@Public()
@Controller()
export class RemotesController {
  constructor(private readonly registry: RemotesRegistryService) {}

  /** The registry the shell reads at start-up; an unusable file answers 503. */
  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  @ApiAnswer(RemotesRegistrySchema)
  @ApiServiceUnavailableResponse({ description: 'the registry file is unusable' })
  remotes(): Promise<RemotesRegistry> {
    return this.registry.read();
  }
}
