import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AppConfig } from '../config/app-config';
import { ThrottleStore, secondsUntil } from '../throttle/throttle-store';

/**
 * Failed passwords per email and IP, in the throttle store: after LOGIN_MAX_ATTEMPTS
 * failures the pair is locked for LOGIN_LOCK_SECONDS from the last one.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Seconds left of the pair's lock; undefined when it may try. */
  async lockedFor(email: string, ip: string): Promise<number | undefined> {
    const state = await this.store.peek(this.key(email, ip));
    if (state === undefined || state.count < this.config.rateLimits.login.maxAttempts) {
      return undefined;
    }
    return secondsUntil(state.resetAt, this.clock.now());
  }

  async failed(email: string, ip: string): Promise<void> {
    const lockMs = this.config.rateLimits.login.windowSeconds * 1000;
    await this.store.hit(this.key(email, ip), lockMs, 'sliding');
  }

  async succeeded(email: string, ip: string): Promise<void> {
    await this.store.clear(this.key(email, ip));
  }

  private key(email: string, ip: string): string {
    return `login:${email.toLowerCase()}|${ip}`;
  }
}
