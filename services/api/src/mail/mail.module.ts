import { Global, Module } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AppConfig } from '../config/app-config';
import { FileMailTransport, MailTransport, SmtpMailTransport } from './mail-transport';
import { MailService } from './mail.service';

@Global()
@Module({
  providers: [
    {
      provide: MailTransport,
      inject: [AppConfig, Clock],
      useFactory: (config: AppConfig, clock: Clock): MailTransport =>
        config.smtpUrl === undefined
          ? new FileMailTransport(config.mailDir, () => clock.now())
          : new SmtpMailTransport(config.smtpUrl),
    },
    MailService,
  ],
  exports: [MailService],
})
export class MailModule {}
