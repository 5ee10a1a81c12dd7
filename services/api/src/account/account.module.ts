import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { AccountSessionsService } from './account-sessions.service';
import { AccountController } from './account.controller';
import { EmailChange } from './email-change.entity';
import { EmailChangeService } from './email-change.service';
import { EmailVerification } from './email-verification.entity';
import { EmailVerificationService } from './email-verification.service';
import { PasswordChangeService } from './password-change.service';
import { ProfileService } from './profile.service';
import './account.errors';
import './account.messages';

/**
 * The account settings of the signed-in user: profile, email (its change and verification),
 * password, sessions. Exports the verification the sign-up flows start.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EmailChange, EmailVerification]), SettingsModule],
  controllers: [AccountController],
  providers: [
    ProfileService,
    EmailChangeService,
    EmailVerificationService,
    PasswordChangeService,
    AccountSessionsService,
  ],
  exports: [EmailVerificationService],
})
export class AccountModule {}
