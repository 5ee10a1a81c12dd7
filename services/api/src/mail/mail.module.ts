import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { MailOutboxMessage } from './mail-outbox.entity';
import { MailOutboxSender } from './mail-outbox.sender';
import { MailOutboxSweeper } from './mail-outbox.sweeper';
import { MailOutboxWorker } from './mail-outbox.worker';
import { FileMailTransport, MailTransport, SmtpMailTransport } from './mail-transport';
import { MailEvents } from './mail.events';
import { MailService } from './mail.service';

/** Mail through the outbox table (see MailOutboxSender), delivered over SMTP or as files. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxMessage]), SchedulingModule],
  providers: [
    {
      provide: MailTransport,
      inject: [AppConfig, Clock],
      useFactory: (config: AppConfig, clock: Clock): MailTransport =>
        config.smtpUrl === undefined
          ? new FileMailTransport(config.mailDir, () => clock.now())
          : new SmtpMailTransport(config.smtpUrl),
    },
    MailOutboxSender,
    MailOutboxSweeper,
    MailOutboxWorker,
    MailService,
    MailEvents,
  ],
  exports: [MailService, MailOutboxSweeper, MailEvents],
})
export class MailModule {}
