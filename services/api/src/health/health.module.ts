import { Module } from '@nestjs/common';
import { RemoteRegistryModule } from '../remote-registry/remote-registry.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({
  imports: [RemoteRegistryModule],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
