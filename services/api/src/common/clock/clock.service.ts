import { Injectable } from '@nestjs/common';

/**
 * The time every expiry is measured against (login locks, rate limits, reset tokens).
 * Injected rather than read from Date.now(), so tests move it instead of sleeping.
 */
@Injectable()
export class Clock {
  /** Milliseconds since the epoch. */
  now(): number {
    return Date.now();
  }
}
