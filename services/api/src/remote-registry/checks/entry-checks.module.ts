import { Module } from '@nestjs/common';
import { RegistryEntryChecks } from './registry-entry-checks.service';

/** The checks a proposed registry entry passes before it is published. */
@Module({ providers: [RegistryEntryChecks], exports: [RegistryEntryChecks] })
export class EntryChecksModule {}
