import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { PasswordBroker } from './password-broker.service';
import { PasswordReset } from './password-reset.entity';
import { PasswordResetController } from './password-reset.controller';
import './passwords.messages';

/** Forgotten passwords: the reset mail and the reset itself. */
@Module({
  imports: [TypeOrmModule.forFeature([PasswordReset]), AuthModule],
  controllers: [PasswordResetController],
  providers: [PasswordBroker],
  exports: [PasswordBroker],
})
export class PasswordsModule {}
