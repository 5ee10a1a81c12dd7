import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { SettingsModule } from '../settings/settings.module';
import { StudentsModule } from '../students/students.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle.service';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';
import { RegistrationValidationPipe } from './registration-validation.pipe';
import './auth.messages';

/** Sign-in with a password, registration, sign-out and the signed-in user. */
@Module({
  imports: [SettingsModule, StudentsModule, AccountModule],
  controllers: [AuthController, RegistrationController],
  providers: [AuthService, LoginThrottle, RegistrationService, RegistrationValidationPipe],
  exports: [LoginThrottle],
})
export class AuthModule {}
