import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { sessionSecret } from '../sessions/session-secret';
import { NotificationPreference } from './notification-preference.entity';
import { NotificationMailer } from './notification-mailer.service';
import { NotificationPreferences } from './notification-preferences.service';
import { NotificationSweeps } from './notification-sweeps.service';
import { Notification } from './notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { UnsubscribeTokens } from './unsubscribe-tokens';
import { WorkEventsListener } from './work-events.listener';
import { MaterialEventsListener } from './material-events.listener';
import { MailEventsListener } from './mail-events.listener';
import { MarketplaceModule } from '../marketplace/marketplace.module';
import './notifications.messages';

/**
 * Notifications in the app and by mail. It listens to WorkEvents (works, dispatch and
 * comments emit them and never import this module) and to MaterialEvents (a new version
 * for the owners of a material); the bell polls GET /api/notifications.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Notification, NotificationPreference]),
    SchedulingModule,
    MarketplaceModule,
  ],
  controllers: [NotificationsController],
  providers: [
    {
      provide: UnsubscribeTokens,
      inject: [AppConfig],
      useFactory: (config: AppConfig): UnsubscribeTokens =>
        new UnsubscribeTokens(sessionSecret(config.session)),
    },
    NotificationPreferences,
    NotificationMailer,
    NotificationsService,
    NotificationSweeps,
    WorkEventsListener,
    MaterialEventsListener,
    MailEventsListener,
  ],
  exports: [NotificationsService, NotificationMailer, NotificationSweeps],
})
export class NotificationsModule {}
