import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isSocialProvider, type LinkedSocialAccount } from '@tutor/contracts';
import type { Repository } from 'typeorm';
import { SocialAccount } from './social-account.entity';
import { User } from './user.entity';
import type { PendingSocialLink } from './pending-social-link';
import type { NewUser } from './users.service';
import { Transactions } from '../database/transactions.service';
import { hydrate, rawQuery } from '../database/raw-query';

/** What a provider tells about an account, as it is stored. */
export interface SocialAccountFields {
  provider: string;
  providerUserId: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string | null;
}

/** The spec's view of a linked account. */
export function toLinkedAccount(account: SocialAccount): LinkedSocialAccount | undefined {
  if (!isSocialProvider(account.provider)) return undefined;
  return {
    provider: account.provider,
    first_name: account.firstName,
    last_name: account.lastName,
    username: account.username,
  };
}

/** Reads and writes the social_accounts table. */
@Injectable()
export class SocialAccountsService {
  constructor(
    @InjectRepository(SocialAccount) private readonly accounts: Repository<SocialAccount>,
    private readonly transactions: Transactions,
  ) {}

  /** The link of a provider account, whoever holds it. */
  findByProviderAccount(provider: string, providerUserId: string): Promise<SocialAccount | null> {
    return this.accounts.findOneBy({ provider, providerUserId });
  }

  findOfUser(userId: number, provider: string): Promise<SocialAccount | null> {
    return this.accounts.findOneBy({ userId, provider });
  }

  /** Read by GET /api/user, which the shell asks on every page load: raw SQL. */
  async listOfUser(userId: number): Promise<SocialAccount[]> {
    const rows = await rawQuery<Record<string, unknown>>(
      this.accounts.manager.connection,
      'SELECT * FROM social_accounts WHERE user_id = :userId ORDER BY id',
      { userId },
    );
    return rows.map((row) => hydrate(this.accounts, row));
  }

  countOfUser(userId: number): Promise<number> {
    return this.accounts.countBy({ userId });
  }

  /**
   * Links the account to the user: a new row, or the user's link of that provider now
   * pointing at this account. Throws when the account is linked to someone else (unique).
   */
  async link(userId: number, fields: SocialAccountFields): Promise<SocialAccount> {
    const existing = await this.findOfUser(userId, fields.provider);
    if (existing !== null) {
      Object.assign(existing, fields);
      return this.accounts.save(existing);
    }
    return this.accounts.save(this.accounts.create({ userId, ...fields }));
  }

  /**
   * Links a pending provider account (see PendingSocialLink) when it belongs to `userId`.
   * A provider account taken by someone meanwhile stays where it is.
   */
  async linkPending(pending: PendingSocialLink | undefined, userId: number): Promise<void> {
    if (pending?.userId !== userId) return;
    if (
      (await this.findByProviderAccount(
        pending.account.provider,
        pending.account.providerUserId,
      )) !== null
    )
      return;
    await this.link(userId, pending.account);
  }

  /** Refreshes the names of a link at sign-in. */
  async refresh(account: SocialAccount, fields: SocialAccountFields): Promise<void> {
    const { firstName, lastName, username, email } = fields;
    await this.accounts.update({ id: account.id }, { firstName, lastName, username, email });
  }

  /** A new user and their first link, both or neither. */
  createUserWithAccount(user: NewUser, fields: SocialAccountFields): Promise<User> {
    return this.transactions.run(async (manager) => {
      const created = await manager.save(manager.create(User, user));
      await manager.save(manager.create(SocialAccount, { userId: created.id, ...fields }));
      return created;
    });
  }

  /** Removes the user's link of a provider; false when there was none. */
  async unlink(userId: number, provider: string): Promise<boolean> {
    const result = await this.accounts.delete({ userId, provider });
    return (result.affected ?? 0) > 0;
  }
}
