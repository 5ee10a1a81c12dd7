/**
 * What becomes of a referral code a new user signed up with: the subscriptions module
 * provides it (auth and oauth never import it). Without a provider the code is ignored.
 */
export abstract class RegistrationReferrals {
  /**
   * Records that the new user came by the code's referral link. Never fails the
   * registration: an unknown code, a student, or a problem is logged and ignored.
   */
  abstract attach(user: { id: number; role: number }, code: string | null): Promise<void>;
}
