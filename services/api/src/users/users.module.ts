import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from './password-hasher.service';
import { SocialAccount } from './social-account.entity';
import { SocialAccountsService } from './social-accounts.service';
import { User } from './user.entity';
import { UsersService } from './users.service';

/**
 * Owns the users and social_accounts tables. Global: every module that guards a route with @SignedIn() needs
 * UsersService, and the auth and password modules build on both services.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, SocialAccount])],
  providers: [UsersService, PasswordHasher, SocialAccountsService],
  exports: [TypeOrmModule, UsersService, PasswordHasher, SocialAccountsService],
})
export class UsersModule {}
