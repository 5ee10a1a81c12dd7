import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { AccountSessionsService } from './account-sessions.service';
import { AccountController } from './account.controller';
import { EmailChange } from './email-change.entity';
import { EmailChangeService } from './email-change.service';
import { PasswordChangeService } from './password-change.service';
import { ProfileService } from './profile.service';
import './account.exception';
import './account.messages';

/** The account settings of the signed-in user: profile, email, password, sessions. */
@Module({
  imports: [TypeOrmModule.forFeature([EmailChange]), SettingsModule],
  controllers: [AccountController],
  providers: [ProfileService, EmailChangeService, PasswordChangeService, AccountSessionsService],
})
export class AccountModule {}
