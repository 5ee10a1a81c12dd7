import {
  MATERIAL_EXAMS,
  MATERIAL_LIMITS,
  MATERIAL_SORTS,
  MATERIAL_SUBJECTS,
  type MaterialCatalogueQuery,
} from '@tutor/contracts';
import type { CatalogueScope } from '../../../config/paths';

/** The filters live in the address, so a search is shareable and Back returns to it. */
export const FILTER_PARAMS = [
  'q',
  'subject',
  'grade',
  'exam',
  'price_kind',
  'price_min',
  'price_max',
  'rating_min',
] as const;
export type CatalogueParam = (typeof FILTER_PARAMS)[number] | 'sort' | 'page';

/** The minimum ratings the filter offers. */
export const RATING_STEPS = [4.5, 4, 3] as const;
export const PRICE_KINDS = ['free', 'paid'] as const;
const SCOPES: readonly CatalogueScope[] = ['catalogue', 'mine', 'favourites'];

function oneOf<T extends string | number>(list: readonly T[], value: unknown): T | undefined {
  return list.find((item) => item === value);
}

function wholeNumber(value: string | null, min: number, max = Infinity): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/**
 * GET /api/materials's query from the address; unknown or malformed values are left out.
 * Scopes other than the catalogue are for teachers only (`withScopes`).
 */
export function readCatalogueQuery(
  params: URLSearchParams,
  withScopes: boolean,
): MaterialCatalogueQuery {
  const q = params.get('q')?.trim().slice(0, MATERIAL_LIMITS.queryMax);
  const rating = Number(params.get('rating_min'));
  const scope = withScopes ? oneOf(SCOPES, params.get('scope')) : undefined;
  // Only what is set: the cache key and the request stay the same for the same search.
  const query: MaterialCatalogueQuery = {};
  const set = <K extends keyof MaterialCatalogueQuery>(
    name: K,
    value: MaterialCatalogueQuery[K] | undefined,
  ) => {
    if (value !== undefined) query[name] = value;
  };
  set('q', q || undefined);
  set('subject', oneOf(MATERIAL_SUBJECTS, params.get('subject')));
  set(
    'grade',
    wholeNumber(params.get('grade'), MATERIAL_LIMITS.gradeMin, MATERIAL_LIMITS.gradeMax),
  );
  set('exam', oneOf(MATERIAL_EXAMS, params.get('exam')));
  set('price_kind', oneOf(PRICE_KINDS, params.get('price_kind')));
  set('price_min', wholeNumber(params.get('price_min'), 0));
  set('price_max', wholeNumber(params.get('price_max'), 0));
  set('rating_min', rating > 0 && rating <= 5 ? rating : undefined);
  set('sort', oneOf(MATERIAL_SORTS, params.get('sort')));
  set('page', wholeNumber(params.get('page'), 1) ?? 1);
  set('scope', scope === 'catalogue' ? undefined : scope);
  return query;
}

export function hasFilters(query: MaterialCatalogueQuery): boolean {
  return FILTER_PARAMS.some((name) => query[name] !== undefined);
}

/** The address after one change; any change but the page's own goes back to page 1. */
export function withParams(
  params: URLSearchParams,
  changes: Partial<Record<CatalogueParam, string>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value.trim() === '') next.delete(name);
    else next.set(name, value.trim());
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The address without filters: the same scope and order, page 1. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...FILTER_PARAMS, 'page']) next.delete(name);
  return next;
}
