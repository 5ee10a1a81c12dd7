import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import { AccessModule } from './access/access.module';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { ClientErrorsModule } from './client-errors/client-errors.module';
import { ClockModule } from './common/clock/clock.module';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { LoggingModule } from './logging/logging.module';
import { MailModule } from './mail/mail.module';
import { OutboxModule } from './outbox/outbox.module';
import { OAuthModule } from './oauth/oauth.module';
import { OpenApiModule } from './openapi/openapi.module';
import { PasswordsModule } from './passwords/passwords.module';
import { RedisModule } from './redis/redis.module';
import { RemoteRegistryModule } from './remote-registry/remote-registry.module';
import { SessionsModule } from './sessions/sessions.module';
import { SettingsModule } from './settings/settings.module';
import { ThrottleModule } from './throttle/throttle.module';
import { UsersModule } from './users/users.module';
import { WebModule } from './web/web.module';
import { CommentsModule } from './comments/comments.module';
import { CommentBankModule } from './comment-bank/comment-bank.module';
import { DispatchModule } from './dispatch/dispatch.module';
import { FilesModule } from './files/files.module';
import { StudentsModule } from './students/students.module';
import { SubjectsModule } from './subjects/subjects.module';
import { TasksModule } from './tasks/tasks.module';
import { WorksModule } from './works/works.module';
import { NotificationsModule } from './notifications/notifications.module';
import { MarketplaceModule } from './marketplace/marketplace.module';
import { PaymentsModule } from './payments/payments.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { PayoutsModule } from './payouts/payouts.module';
import { JournalModule } from './journal/journal.module';
import { QuestionBankModule } from './question-bank/question-bank.module';
import { RubricsModule } from './rubrics/rubrics.module';
import { FirstStepsModule } from './first-steps/first-steps.module';

export type ModuleImports = NonNullable<ModuleMetadata['imports']>;

@Module({})
export class AppModule {
  /** The whole API for a validated configuration; `extra` lets tests add probe routes. */
  static forRoot(config: AppConfig, extra: ModuleImports = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule,
        ClockModule,
        DatabaseModule,
        RedisModule,
        ThrottleModule,
        SessionsModule,
        AccessModule,
        OutboxModule,
        MailModule,
        UsersModule,
        AuthModule,
        PasswordsModule,
        AccountModule,
        OAuthModule,
        SettingsModule,
        HealthModule,
        ClientErrorsModule,
        RemoteRegistryModule,
        StudentsModule,
        SubjectsModule,
        FilesModule,
        TasksModule,
        DispatchModule,
        WorksModule,
        CommentsModule,
        CommentBankModule,
        NotificationsModule,
        MarketplaceModule,
        PaymentsModule,
        SubscriptionsModule,
        PayoutsModule,
        JournalModule,
        QuestionBankModule,
        RubricsModule,
        FirstStepsModule,
        OpenApiModule,
        WebModule,
        ...extra,
      ],
    };
  }
}
