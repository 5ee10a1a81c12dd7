import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '@tutor/contracts';
import type { Request } from 'express';
import type { StateStore } from 'passport-oauth2';
import { flowKey } from './oauth-session';

type StoreCallback = (error: Error | null, handle?: string) => void;
type VerifyCallback = (
  error: Error | null,
  ok: string | boolean,
  info?: { message: string },
) => void;

function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * passport-oauth2's state store, on the flow GET /oauth/{provider} put in the session
 * under `oauth:<provider>`: a random state of 43 characters (VK ID wants at least 32) and
 * the PKCE verifier; verify() spends the flow whatever the outcome.
 */
export class SessionStateStore {
  constructor(private readonly provider: SocialProvider) {}

  /** passport-oauth2 passes the PKCE verifier only to a store taking five arguments. */
  store(
    req: Request,
    verifier: string | undefined,
    _state: unknown,
    _meta: unknown,
    callback: StoreCallback,
  ): void {
    const flow = req.session[flowKey(this.provider)];
    if (flow === undefined) {
      callback(new Error(`No ${this.provider} sign-in was started in this session`));
      return;
    }
    flow.handle = randomBytes(32).toString('base64url');
    if (verifier !== undefined) flow.verifier = verifier;
    callback(null, flow.handle);
  }

  verify(req: Request, given: unknown, callback: VerifyCallback): void {
    const key = flowKey(this.provider);
    const flow = req.session[key];
    delete req.session[key];
    if (flow?.handle === undefined || typeof given !== 'string' || !sameText(flow.handle, given)) {
      callback(null, false, { message: 'Invalid authorization request state.' });
      return;
    }
    callback(null, flow.verifier ?? true);
  }

  /**
   * The store as passport-oauth2's options type it; its types lack the five-argument
   * (PKCE) store signature the library calls, hence the cast.
   */
  asPassportStore(): StateStore {
    return this as unknown as StateStore;
  }
}
