import { MaterialAccess } from '@tutor/contracts';
import { materialPage, OWNED } from '../../../../shared/testing/fixtures';
import { showsReviews } from './shows-reviews';

describe('whether a material page lists reviews', () => {
  it('lists them for a published public or paid material', () => {
    expect(showsReviews(materialPage())).toBe(true);
    expect(showsReviews(materialPage({ access: MaterialAccess.Public, price: 0 }))).toBe(true);
  });

  it('lists none for a material never published', () => {
    expect(showsReviews(materialPage({ mine: true, version: null, versions: [] }))).toBe(false);
  });

  it('lists those of a `link` material only for its author and its owners', () => {
    const linked = materialPage({ access: MaterialAccess.Link, price: 0 });
    expect(showsReviews(linked)).toBe(false);
    expect(showsReviews({ ...linked, mine: true })).toBe(true);
    expect(showsReviews({ ...linked, ownership: OWNED })).toBe(true);
  });
});
