import { PurchaseStatus, type MaterialPage, type Purchase } from '@tutor/contracts';

/** The material page with a purchase the API just answered: owned at once, or pending. */
export function withPurchase(material: MaterialPage, purchase: Purchase): MaterialPage {
  const owned = purchase.status === PurchaseStatus.Granted;
  return {
    ...material,
    ownership: {
      ...material.ownership,
      owned,
      pending: purchase.status === PurchaseStatus.Pending,
      task_id: owned ? purchase.task_id : material.ownership.task_id,
      version_number: owned ? purchase.version_number : material.ownership.version_number,
    },
  };
}
