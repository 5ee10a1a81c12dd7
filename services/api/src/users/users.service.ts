import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { hydrate, rawQuery } from '../database/raw-query';
import { User } from './user.entity';

export interface NewUser {
  email: string;
  firstName: string;
  role: number;
  phone: string | null;
  passwordHash: string | null;
  /** Set when the address is proven at creation (a provider's verified email). */
  emailVerifiedAt?: number | null;
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

  /**
   * The address a mailed link proved (so verified at `verifiedAt`). Throws the database's
   * unique violation when another user holds `email`.
   */
  async setEmail(id: number, email: string, verifiedAt: number): Promise<void> {
    await this.users.update({ id }, { email, emailVerifiedAt: verifiedAt });
  }

  /**
   * Marks `email` verified for the user still holding it; false when the user has another
   * address now or was verified already (the first proof's moment stays).
   */
  async markEmailVerified(id: number, email: string, at: number): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ emailVerifiedAt: at })
      .where('id = :id AND email = :email AND email_verified_at IS NULL', {
        id,
        email: email.trim().toLowerCase(),
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Inside a change's transaction when given its `manager`. */
  async setPasswordHash(id: number, passwordHash: string, manager?: EntityManager): Promise<void> {
    await (manager?.getRepository(User) ?? this.users).update({ id }, { passwordHash });
  }
}
