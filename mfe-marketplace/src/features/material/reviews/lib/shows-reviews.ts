import { MaterialAccess, type MaterialPage } from '@tutor/contracts';

/**
 * Whether the page lists the material's reviews. Reviews come from owners, so a material
 * never published has none; and the list is asked for by the material's id, which a `link`
 * material opened by its link does not open (the API answers 404) unless the viewer is its
 * author or owns a copy.
 */
export function showsReviews(material: MaterialPage): boolean {
  if (material.version === null) return false;
  if (material.access !== MaterialAccess.Link) return true;
  return material.mine || material.ownership.owned;
}
