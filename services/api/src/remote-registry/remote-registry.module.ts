import { Module } from '@nestjs/common';
import { EntryChecksModule } from './checks/entry-checks.module';
import { RegistryChangesService } from './registry-changes.service';
import { RegistryStore } from './registry.store';
import { RegistrySync } from './registry-sync.service';
import { RegistryViewsService } from './registry-views.service';
import { RemoteRegistryController } from './remote-registry.controller';
import { RemoteRegistryService } from './remote-registry.service';
import './remote-registry.errors';

/**
 * The remotes registry in the database (issue 19 §2). RemoteRegistryService.servedFor()
 * is what /remotes.json and the page serve; state() what /api/health reports.
 */
@Module({
  imports: [EntryChecksModule],
  controllers: [RemoteRegistryController],
  providers: [
    RegistryStore,
    RegistrySync,
    RemoteRegistryService,
    RegistryChangesService,
    RegistryViewsService,
  ],
  exports: [RemoteRegistryService],
})
export class RemoteRegistryModule {}
