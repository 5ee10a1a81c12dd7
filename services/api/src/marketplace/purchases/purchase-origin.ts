import { MaterialAccess, TaskOrigin } from '@tutor/contracts';
import type { Material } from '../material.entity';
import type { PurchaseRecord } from './purchase.entity';

/** The origin of a buyer's copy: bought when paid for, else taken free or through the link. */
export function originOfPurchase(
  purchase: Pick<PurchaseRecord, 'price'>,
  material: Pick<Material, 'access'>,
): TaskOrigin {
  if (purchase.price > 0) return TaskOrigin.Purchased;
  return material.access === MaterialAccess.Link ? TaskOrigin.Link : TaskOrigin.Free;
}
