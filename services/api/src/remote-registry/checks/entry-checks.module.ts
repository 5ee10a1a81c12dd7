import { Module } from '@nestjs/common';
import { RegistryEntryChecks } from './registry-entry-checks';

/** The checks a proposed registry entry passes before it is published. */
@Module({ providers: [RegistryEntryChecks], exports: [RegistryEntryChecks] })
export class EntryChecksModule {}
