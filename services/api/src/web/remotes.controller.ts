import { Controller, Get, Header } from '@nestjs/common';
import type { RemotesRegistry } from '@tutor/contracts';
import { RemotesRegistryService } from './remotes-registry.service';

@Controller()
export class RemotesController {
  constructor(private readonly registry: RemotesRegistryService) {}

  /** The registry the shell reads at start-up; an unusable file answers 503. */
  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  remotes(): Promise<RemotesRegistry> {
    return this.registry.read();
  }
}
