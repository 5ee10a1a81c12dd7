import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { hydrate, rawQuery } from '../database/raw-query';
import { User } from './user.entity';

export interface NewUser {
  email: string;
  firstName: string;
  role: number;
  phone: string | null;
  passwordHash: string | null;
}

/** Reads and writes users; emails are compared lowercase, as they are stored. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Runs on every signed-in request (the access guard): raw SQL, no query builder. */
  async findById(id: number): Promise<User | null> {
    const [row] = await rawQuery<Record<string, unknown>>(
      this.users.manager.connection,
      'SELECT * FROM users WHERE id = :id',
      { id },
    );
    return row === undefined ? null : hydrate(this.users, row);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  create(user: NewUser): Promise<User> {
    return this.users.save(this.users.create(user));
  }

  async updateProfile(
    id: number,
    fields: { firstName: string; phone: string | null },
  ): Promise<void> {
    await this.users.update({ id }, fields);
  }

  /** Throws the database's unique violation when another user holds `email`. */
  async setEmail(id: number, email: string): Promise<void> {
    await this.users.update({ id }, { email });
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }
}
