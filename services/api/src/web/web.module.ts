import { Module } from '@nestjs/common';
import { ClientErrorsModule } from '../client-errors/client-errors.module';
import { RemoteRegistryModule } from '../remote-registry/remote-registry.module';
import { RemoteManifestsService } from './remotes/remote-manifests.service';
import { RemotesStatusController } from './remotes/remotes-status.controller';
import { RemotesStatusService } from './remotes/remotes-status.service';
import { RemotesController } from './remotes/remotes.controller';
import { RemotesRegistryService } from './remotes/remotes-registry.service';

/**
 * The remotes registry, their manifests and the operators' status; static hosting and
 * security headers are wired by configureApp().
 */
@Module({
  imports: [ClientErrorsModule, RemoteRegistryModule],
  controllers: [RemotesController, RemotesStatusController],
  providers: [RemotesRegistryService, RemoteManifestsService, RemotesStatusService],
  exports: [RemotesRegistryService, RemoteManifestsService],
})
export class WebModule {}
