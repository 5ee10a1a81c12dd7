import { MaterialAccess, TaskOrigin, type MaterialInput } from '@tutor/contracts';
import type { MarketplaceConfig } from '../config/app-config';
import { MarketplaceErrorCode, MarketplaceException } from './marketplace.errors';

/** A free material costs 0; a paid one a whole number of rubles within the configured range. */
export function checkPrice(
  input: Pick<MaterialInput, 'access' | 'price'>,
  config: MarketplaceConfig,
): void {
  if (input.access !== MaterialAccess.Paid) {
    if (input.price !== 0) throw new MarketplaceException(MarketplaceErrorCode.PriceFree);
    return;
  }
  if (input.price < config.priceMinRub || input.price > config.priceMaxRub) {
    throw new MarketplaceException(MarketplaceErrorCode.PriceRange, {
      params: { min: config.priceMinRub, max: config.priceMaxRub },
    });
  }
}

/** Only the teacher's own task becomes a material: a bought, taken or linked copy never does. */
export function checkAuthored(task: { origin: TaskOrigin }): void {
  if (task.origin !== TaskOrigin.Authored) {
    throw new MarketplaceException(MarketplaceErrorCode.TemplateNotAuthored);
  }
}

/** Preview positions must name questions of the template. */
export function checkPreview(positions: readonly number[], questionsCount: number): void {
  if (positions.some((position) => position >= questionsCount)) {
    throw new MarketplaceException(MarketplaceErrorCode.PreviewRange, {
      params: { count: questionsCount },
    });
  }
}

/** Whether the catalogue lists the material (public or paid, published, not deleted). */
export function isListed(material: {
  access: MaterialAccess;
  publishedAt: number | null;
  deletedAt: number | null;
}): boolean {
  return (
    (material.access === MaterialAccess.Public || material.access === MaterialAccess.Paid) &&
    material.publishedAt !== null &&
    material.deletedAt === null
  );
}
