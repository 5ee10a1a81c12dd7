import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock.service';
import { AppConfig, type AttemptsLimit } from '../config/app-config';
import { ThrottleStore, secondsUntil } from '../throttle/throttle-store';

/** How long an address where the account signed in stays exempt from the account's lock. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Failed passwords, counted in the throttle store twice:
 * - per email and IP: after LOGIN_MAX_ATTEMPTS failures the pair is locked for
 *   LOGIN_LOCK_SECONDS from the last one;
 * - per email from any IP: after LOGIN_ACCOUNT_MAX_ATTEMPTS failures the account is locked
 *   for LOGIN_ACCOUNT_LOCK_SECONDS from the last one (a guesser spread over many addresses).
 *
 * The account lock is a lever for an attacker too: about LOGIN_ACCOUNT_MAX_ATTEMPTS wrong
 * passwords per lock period keep an account locked. So that this does not lock the owner
 * out, the account lock does not apply at an address where the account signed in within
 * the last 30 days (the pair lock still does); a sign-in by password, registration or a
 * social account makes an address known. A successful sign-in clears only its pair's
 * count, never the account's: it would hand a guesser a fresh budget whenever the owner
 * signs in, and the owner's known address is exempt anyway. The cost: the owner at a new
 * address (travelling) waits out a lock a guesser caused, or resets the password: a
 * completed reset proves the mailbox and clears the account's lock. The lock is about
 * passwords only: a social sign-in and a reset link never ask it.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Seconds left of the longer of the pair's and the account's lock; undefined if none. */
  async lockedFor(email: string, ip: string): Promise<number | undefined> {
    const { login, loginAccount } = this.config.rateLimits;
    const pair = await this.lockOf(this.pairKey(email, ip), login);
    const account = (await this.isKnownAddress(email, ip))
      ? undefined
      : await this.lockOf(this.accountKey(email), loginAccount);
    if (pair === undefined) return account;
    return account === undefined ? pair : Math.max(pair, account);
  }

  async failed(email: string, ip: string): Promise<void> {
    const { login, loginAccount } = this.config.rateLimits;
    await this.store.hit(this.pairKey(email, ip), login.windowSeconds * 1000, 'sliding');
    await this.store.hit(this.accountKey(email), loginAccount.windowSeconds * 1000, 'sliding');
  }

  async succeeded(email: string, ip: string): Promise<void> {
    await this.store.clear(this.pairKey(email, ip));
    await this.rememberAddress(email, ip);
  }

  /** A sign-in without a password (registration, a social account): the address is known. */
  async rememberAddress(email: string, ip: string): Promise<void> {
    await this.store.hit(this.knownKey(email, ip), KNOWN_ADDRESS_MS, 'sliding');
  }

  /** A completed password reset: the owner proved the mailbox, the account's lock ends. */
  async passwordReset(email: string, ip: string): Promise<void> {
    await this.store.clear(this.accountKey(email));
    await this.succeeded(email, ip);
  }

  private async lockOf(key: string, limit: AttemptsLimit): Promise<number | undefined> {
    const state = await this.store.peek(key);
    if (state === undefined || state.count < limit.maxAttempts) return undefined;
    return secondsUntil(state.resetAt, this.clock.now());
  }

  private async isKnownAddress(email: string, ip: string): Promise<boolean> {
    return (await this.store.peek(this.knownKey(email, ip))) !== undefined;
  }

  private pairKey(email: string, ip: string): string {
    return `login:${email.toLowerCase()}|${ip}`;
  }

  private accountKey(email: string): string {
    return `login-account:${email.toLowerCase()}`;
  }

  private knownKey(email: string, ip: string): string {
    return `login-known:${email.toLowerCase()}|${ip}`;
  }
}
