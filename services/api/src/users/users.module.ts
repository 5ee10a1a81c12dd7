import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from './password-hasher.service';
import { User } from './user.entity';
import { UsersService } from './users.service';

/**
 * Owns the users table. Global: every module that guards a route with @SignedIn() needs
 * UsersService, and the auth and password modules build on both services.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, PasswordHasher],
  exports: [TypeOrmModule, UsersService, PasswordHasher],
})
export class UsersModule {}
