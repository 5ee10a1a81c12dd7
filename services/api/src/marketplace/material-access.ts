import { MaterialAccess } from '@tutor/contracts';
import type { Material } from './material.entity';
import type { PurchaseRecord } from './purchases/purchase.entity';

/** What a viewer has to do with a material. */
export interface Viewer {
  userId: number;
  /** Their purchase of it, if any (granted, pending, refunded…). */
  purchase: PurchaseRecord | null;
}

export const isAuthor = (material: Material, viewer: Viewer): boolean =>
  material.authorId === viewer.userId;

export const owns = (viewer: Viewer): boolean => viewer.purchase?.status === 'granted';

/**
 * Who may open a material's page by its id: the author; an owner, whatever became of it
 * since; anyone signed in while it is public or paid, published and not deleted. A `link`
 * material opens by its link (viaLink) for anyone while it is published.
 */
export function mayView(material: Material, viewer: Viewer, viaLink = false): boolean {
  if (isAuthor(material, viewer) && material.deletedAt === null) return true;
  if (owns(viewer)) return true;
  if (material.deletedAt !== null || material.publishedAt === null) return false;
  if (material.access === MaterialAccess.Link) return viaLink;
  return material.access === MaterialAccess.Public || material.access === MaterialAccess.Paid;
}

/** Whether a viewer may take it now: published, offered, not theirs already. */
export function mayAcquire(material: Material, viewer: Viewer, viaLink: boolean): boolean {
  return (
    !isAuthor(material, viewer) &&
    material.deletedAt === null &&
    material.publishedAt !== null &&
    material.currentVersionId !== null &&
    material.access !== MaterialAccess.Restricted &&
    (material.access !== MaterialAccess.Link || viaLink || viewer.purchase !== null)
  );
}
