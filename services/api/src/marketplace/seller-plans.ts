/**
 * Whether an author's plan lets them sell paid materials: the subscriptions module
 * provides it (the marketplace never imports it). Without a provider everyone may.
 */
export abstract class SellerPlans {
  abstract maySellPaid(authorId: number): Promise<boolean>;
}
