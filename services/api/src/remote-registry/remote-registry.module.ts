import { Module } from '@nestjs/common';
import { RegistryEntryChecks } from './checks/registry-entry-checks';
import { RegistryChangesService } from './registry-changes.service';
import { RegistryStore } from './registry-store';
import { RegistrySync } from './registry-sync';
import { RegistryViewsService } from './registry-views.service';
import { RemoteRegistryController } from './remote-registry.controller';
import { RemoteRegistryService } from './remote-registry.service';
import './remote-registry.exception';

/**
 * The remotes registry in the database (issue 19 §2). RemoteRegistryService.servedFor()
 * is what /remotes.json and the page serve; state() what /api/health reports.
 */
@Module({
  controllers: [RemoteRegistryController],
  providers: [
    RegistryEntryChecks,
    RegistryStore,
    RegistrySync,
    RemoteRegistryService,
    RegistryChangesService,
    RegistryViewsService,
  ],
  exports: [RemoteRegistryService],
})
export class RemoteRegistryModule {}
