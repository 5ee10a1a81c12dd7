import { Module } from '@nestjs/common';
import { RemotesController } from './remotes.controller';
import { RemotesRegistryService } from './remotes-registry.service';

/** The remotes registry; static hosting and security headers are wired by configureApp(). */
@Module({
  controllers: [RemotesController],
  providers: [RemotesRegistryService],
  exports: [RemotesRegistryService],
})
export class WebModule {}
