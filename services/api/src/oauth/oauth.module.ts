import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SettingsModule } from '../settings/settings.module';
import { StudentsModule } from '../students/students.module';
import { OAuthController } from './oauth.controller';
import { OAuthSignInService } from './oauth-sign-in.service';
import { OAuthStrategies } from './oauth-strategies.service';
import { SocialAccountsController } from './social-accounts.controller';
import { SocialAccountsSettingsService } from './social-accounts-settings.service';
import { SocialRegistrationController } from './social-registration.controller';
import { SocialRegistrationService } from './social-registration.service';
import './oauth.messages';

/**
 * Social sign-in and account linking (Passport): the provider flows under /oauth, stage 3
 * of the login page and disconnecting in the account settings.
 */
@Module({
  imports: [SettingsModule, PasswordsModule, StudentsModule, AuthModule],
  controllers: [OAuthController, SocialRegistrationController, SocialAccountsController],
  providers: [
    OAuthStrategies,
    OAuthSignInService,
    SocialRegistrationService,
    SocialAccountsSettingsService,
  ],
})
export class OAuthModule {}
