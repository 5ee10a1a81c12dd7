import {
  MATERIAL_EXAMS,
  MATERIAL_LIMITS,
  MATERIAL_SORTS,
  MATERIAL_SUBJECTS,
  MATERIALS_PER_PAGE,
  type FacetCount,
  type MaterialCataloguePage,
  type MaterialCatalogueQuery,
  type MaterialExam,
  type MaterialSort,
  type MaterialSubject,
} from '@tutor/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { matchExpression, searchTerms } from '../../common/search/russian-text';
import { isPostgres, searchQuery } from '../../common/search/search-sql';

export type MaterialFacets = MaterialCataloguePage['facets'];

export interface MaterialCatalogueSearch extends MaterialCatalogueQuery {
  /** The signed-in user: whose materials `mine` lists and whose `favourites`. */
  viewerId: number;
}

export interface MaterialCatalogueResult {
  /** The page's material ids, in order. */
  ids: number[];
  /** Materials matching every filter. */
  total: number;
  /** The page and page size used (the query's, defaulted and clamped). */
  page: number;
  per_page: number;
  facets: MaterialFacets;
}

/** Title ≫ description ≫ tags in SQLite's bm25 (PostgreSQL weighs them A, B, C). */
const BM25_WEIGHTS = '10.0, 3.0, 1.0';
const INT_MAX = 2_147_483_647;
/**
 * PostgreSQL ranks at most this many matches of a text query: those with every word in the
 * title first, then the newest (a deeper page ranks as many as it needs); for one word in
 * most of the catalogue, the newest matches (rankNewestOnly). ts_rank_cd over all 7,000
 * matches of a common word was most of the search's time; with fewer matches the order is
 * exact.
 */
export const RANK_CANDIDATES = 1000;
/**
 * A word this common (its matches M with M² > RANK_CANDIDATES × the listed materials)
 * ranks the newest RANK_CANDIDATES of its matches instead: reading the newest listed
 * materials until that many match costs less than ordering every match (GIN has no order).
 */
const rankNewestOnly = (matches: number, listed: number, candidates: number) =>
  matches * matches > candidates * listed;
/** A term the GIN index holds as one lexeme, as material_term_groups keeps it. */
const SINGLE_LEXEME = /^(?:\p{L}+|\p{N}+)$/u;
/** Deeper pages answer empty without asking the database. */
const PAGE_MAX = 100_000;

type FacetName = keyof MaterialFacets;

/** A (subject, grade, exams, access) group of the matching materials and its size. */
interface FacetRow {
  subject: string;
  grade: number | string;
  exams: string;
  access: string;
  n: number | string;
}

/** A facet's filter: as SQL, and the same test on a group row (for the facet counts). */
interface FacetFilter {
  name: FacetName;
  sql: string;
  test: (row: FacetRow) => boolean;
}

const NOTHING = '1 = 0';
/** The catalogue's own scope: what material_listing_groups counts. */
const LISTED = 'm.listed = 1';

function numberOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

const clampInt = (n: number): number => Math.max(-INT_MAX, Math.min(INT_MAX, n));

/** Where materials are listed from (the query's scope). */
function scopeCondition(scope: MaterialCatalogueQuery['scope']): string {
  switch (scope) {
    case 'mine':
      // The author's own, drafts included.
      return 'm.author_id = :viewerId AND m.deleted_at IS NULL';
    case 'favourites':
      // The viewer's favourites they may still see, as the favourites list has them: bought,
      // or not deleted and their own or listed.
      return `EXISTS (SELECT 1 FROM favourites f
          WHERE f.user_id = :viewerId AND f.material_id = m.material_id)
        AND (EXISTS (SELECT 1 FROM purchases p WHERE p.material_id = m.material_id
            AND p.buyer_id = :viewerId AND p.status = 'granted')
          OR (m.deleted_at IS NULL AND (m.author_id = :viewerId OR m.listed = 1)))`;
    case undefined:
    case 'catalogue':
    default:
      // Public or paid, published, not deleted (the listing's triggers keep the flag).
      return LISTED;
  }
}

/** The subject, grade, exam and price-kind filters of the query, in that order. */
function facetFilters(query: MaterialCatalogueQuery, params: Record<string, unknown>) {
  const filters: FacetFilter[] = [];
  const { subject, exam, price_kind: priceKind } = query as Record<string, unknown>;
  if (typeof subject === 'string' && subject !== '') {
    // Known values only (as for the exam), so no text of the query reaches the database.
    const valid = (MATERIAL_SUBJECTS as readonly string[]).includes(subject);
    params.subject = valid ? subject : undefined;
    filters.push({
      name: 'subject',
      sql: valid ? 'm.subject = :subject' : NOTHING,
      test: (r) => valid && r.subject === subject,
    });
  }
  const grade = numberOf(query.grade);
  if (grade !== undefined) {
    const valid = Number.isInteger(grade) && Math.abs(grade) <= INT_MAX;
    params.grade = valid ? grade : undefined;
    filters.push({
      name: 'grade',
      sql: valid ? 'm.grade = :grade' : NOTHING,
      test: (r) => valid && Number(r.grade) === grade,
    });
  }
  if (typeof exam === 'string' && exam !== '') {
    // Only known exams: a LIKE pattern made of a known word holds no wildcard.
    const valid = (MATERIAL_EXAMS as readonly string[]).includes(exam);
    params.examPattern = valid ? `%,${exam},%` : undefined;
    filters.push({
      name: 'exam',
      sql: valid ? "(',' || m.exams || ',') LIKE :examPattern" : NOTHING,
      test: (r) => valid && `,${r.exams},`.includes(`,${exam},`),
    });
  }
  if (typeof priceKind === 'string' && priceKind !== '') {
    const access = priceKind === 'free' ? 'public' : priceKind === 'paid' ? 'paid' : undefined;
    params.priceAccess = access;
    filters.push({
      name: 'price_kind',
      sql: access !== undefined ? 'm.access = :priceAccess' : NOTHING,
      test: (r) => access !== undefined && r.access === access,
    });
  }
  return filters;
}

/** Price range (whole rubles) and minimal average rating: every facet applies them. */
function otherConditions(query: MaterialCatalogueQuery, params: Record<string, unknown>) {
  const conditions: string[] = [];
  const priceMin = numberOf(query.price_min);
  if (priceMin !== undefined) {
    params.priceMin = clampInt(Math.ceil(priceMin));
    conditions.push('m.price >= :priceMin');
  }
  const priceMax = numberOf(query.price_max);
  if (priceMax !== undefined) {
    params.priceMax = clampInt(Math.floor(priceMax));
    conditions.push('m.price <= :priceMax');
  }
  const ratingMin = numberOf(query.rating_min);
  if (ratingMin !== undefined && ratingMin > 0) {
    // The average as a double on both databases; a material without reviews has none.
    params.ratingMin = ratingMin;
    conditions.push(
      'CAST(m.rating_sum AS DOUBLE PRECISION) / NULLIF(m.reviews_count, 0) >= ' +
        'CAST(:ratingMin AS DOUBLE PRECISION)',
    );
  }
  return conditions;
}

function pageOf(query: MaterialCatalogueQuery): { page: number; perPage: number } {
  const page = Math.floor(numberOf(query.page) ?? 1);
  const perPage = Math.floor(numberOf(query.per_page) ?? MATERIALS_PER_PAGE);
  return {
    page: Math.max(1, Math.min(PAGE_MAX + 1, page)),
    perPage: Math.max(1, Math.min(MATERIAL_LIMITS.perPageMax, perPage)),
  };
}

function sortOf(query: MaterialCatalogueQuery, hasText: boolean): MaterialSort {
  const asked = (MATERIAL_SORTS as readonly unknown[]).includes(query.sort)
    ? (query.sort as MaterialSort)
    : undefined;
  const sort = asked ?? (hasText ? 'relevance' : 'newest');
  // Relevance means nothing without a query: newest first then.
  return sort === 'relevance' && !hasText ? 'newest' : sort;
}

/** The favourites scope without a sort asked: when the viewer favourited each, latest first. */
const FAVOURITED_ORDER = `(SELECT f.created_at FROM favourites f
  WHERE f.user_id = :viewerId AND f.material_id = m.material_id) DESC`;

const ORDER: Record<Exclude<MaterialSort, 'relevance'>, string> = {
  // A draft (only in `mine`) has no publication date: its creation date stands in (the
  // catalogue's own order, below, reads the top of an index).
  newest: 'COALESCE(m.published_at, m.created_at) DESC',
  popular: 'm.purchases_count DESC',
  // Unrated last; the average as a double on both databases.
  rating:
    'CASE WHEN m.reviews_count > 0 THEN 0 ELSE 1 END, ' +
    'CAST(m.rating_sum AS DOUBLE PRECISION) / NULLIF(m.reviews_count, 0) DESC',
};

function facetCounts(rows: readonly FacetRow[], filters: readonly FacetFilter[]) {
  const counts = {
    subject: new Map<string, number>(),
    grade: new Map<number, number>(),
    exam: new Map<string, number>(),
    price_kind: new Map<string, number>(),
  };
  const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    const failed = filters.filter((filter) => !filter.test(row));
    if (failed.length === 0) total += n;
    if (failed.length > 1) continue;
    // A facet counts the rows every other filter lets through (its own is not applied).
    const applies = (facet: FacetName) => failed.length === 0 || failed[0]!.name === facet;
    if (applies('subject')) add(counts.subject, row.subject, n);
    if (applies('grade')) add(counts.grade, Number(row.grade), n);
    if (applies('exam')) {
      for (const exam of new Set(row.exams.split(','))) add(counts.exam, exam, n);
    }
    if (applies('price_kind')) {
      const kind = row.access === 'public' ? 'free' : row.access === 'paid' ? 'paid' : undefined;
      if (kind !== undefined) add(counts.price_kind, kind, n);
    }
  }
  const listed = <T extends string | number>(values: readonly T[], map: Map<T, number>) =>
    values.flatMap((value): FacetCount<T>[] => {
      const count = map.get(value) ?? 0;
      return count > 0 ? [{ value, count }] : [];
    });
  const facets: MaterialFacets = {
    subject: listed<MaterialSubject>(
      MATERIAL_SUBJECTS,
      counts.subject as Map<MaterialSubject, number>,
    ),
    grade: listed(
      [...counts.grade.keys()].sort((a, b) => a - b),
      counts.grade,
    ),
    exam: listed<MaterialExam>(MATERIAL_EXAMS, counts.exam as Map<MaterialExam, number>),
    price_kind: listed<'free' | 'paid'>(
      ['free', 'paid'],
      counts.price_kind as Map<'free' | 'paid', number>,
    ),
  };
  return { total, facets };
}

/**
 * The catalogue (and the viewer's own and favourite materials) by text, filters and sort:
 * one page of ids, the total and the facet counts. Two statements: the page, and the
 * matching materials grouped by (subject, grade, exams, access) from which the total and
 * every facet are counted. Both read `material_listing` (the narrow copy of the materials'
 * catalogue columns the database keeps by triggers, see the migration MaterialSearch): on
 * PostgreSQL its tsvector too (SearchDocumentInListing), on SQLite `material_search_fts`
 * for a text query. Never the wide `materials` rows. The whole catalogue with no text,
 * price or rating condition reads its groups from `material_listing_groups` instead
 * (CatalogueGroups), whatever its size; with one word, on PostgreSQL, from that word's rows
 * of `material_term_groups` (CatalogueTermGroups).
 *
 * Facets follow the usual rule: each one counts the materials matching every filter but
 * its own (with subject=math picked, the subject facet still shows how many the other
 * subjects have; grade, exam and price kind show counts within math). Only values with a
 * count are listed, in the contracts' order (grades ascending).
 *
 * Text: the query's stems (russian-text.ts), all required. A query without a letter or a
 * digit filters nothing. Relevance is ts_rank_cd over the weighted tsvector on PostgreSQL
 * and bm25 with the same weighting on SQLite; ties and every other sort end with id DESC.
 */
@Injectable()
export class MaterialCatalogue {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(query: MaterialCatalogueSearch): Promise<MaterialCatalogueResult> {
    const [counted, page] = await Promise.all([this.counts(query), this.page(query)]);
    return { ...page, ...counted };
  }

  /**
   * The total and the facet counts (the page and the sort play no part); on `source` when
   * given (a replica), else the primary.
   */
  async counts(
    query: MaterialCatalogueSearch,
    source: DataSource = this.dataSource,
  ): Promise<Pick<MaterialCatalogueResult, 'total' | 'facets'>> {
    const plan = this.plan(query, source);
    return facetCounts(await plan.groups(), plan.filters);
  }

  /** One page of ids, in order; on `source` as counts are. */
  async page(
    query: MaterialCatalogueSearch,
    source: DataSource = this.dataSource,
  ): Promise<Pick<MaterialCatalogueResult, 'ids' | 'page' | 'per_page'>> {
    const plan = this.plan(query, source);
    const rows = await plan.ids();
    return { ids: rows.map((row) => Number(row.id)), page: plan.page, per_page: plan.perPage };
  }

  private plan(query: MaterialCatalogueSearch, source: DataSource) {
    const postgres = isPostgres(source);
    const params: Record<string, unknown> = { viewerId: query.viewerId };
    const terms = typeof query.q === 'string' ? searchTerms(query.q) : [];
    const hasText = terms.length > 0;
    if (hasText) {
      params.match = matchExpression(terms);
      // every term in the title (weight A); terms are letters and digits only
      params.titleMatch = terms.map((term) => `'${term}':A`).join(' & ');
    }
    const base = [scopeCondition(query.scope), ...otherConditions(query, params)];
    const textCondition = postgres
      ? `m.document @@ websearch_to_tsquery('simple', :match)`
      : `m.material_id IN (SELECT rowid FROM material_search_fts
           WHERE material_search_fts MATCH :match)`;
    const filters = facetFilters(query, params);
    const sort = sortOf(query, hasText);
    const { page, perPage } = pageOf(query);
    params.limit = perPage;
    params.offset = (page - 1) * perPage;
    // A page past the ranked candidates ranks as many as it needs.
    params.candidates = Math.max(RANK_CANDIDATES, page * perPage);

    const groupConditions = [...base, ...(hasText ? [textCondition] : [])];
    // Only groups that at most one filter rejects can count anywhere.
    if (filters.length > 1) {
      const passed = filters.map((f) => `CASE WHEN ${f.sql} THEN 1 ELSE 0 END`).join(' + ');
      groupConditions.push(`(${passed}) >= ${filters.length - 1}`);
    }
    // The whole catalogue, filtered by facets alone (or by one word too, on PostgreSQL),
    // counts from its kept groups.
    const wholeCatalogue = base.length === 1 && base[0] === LISTED;
    const everyListed = wholeCatalogue && !hasText;
    const oneTerm =
      postgres && wholeCatalogue && terms.length === 1 && SINGLE_LEXEME.test(terms[0]!);
    if (oneTerm) params.term = terms[0];
    const groups = () =>
      searchQuery<FacetRow>(
        source,
        everyListed
          ? `SELECT subject, grade, exams, access, n FROM material_listing_groups WHERE n > 0`
          : oneTerm
            ? `SELECT subject, grade, exams, access, SUM(n) AS n FROM material_term_groups
               WHERE term = :term GROUP BY subject, grade, exams, access HAVING SUM(n) > 0`
            : `SELECT m.subject AS subject, m.grade AS grade, m.exams AS exams,
                 m.access AS access, COUNT(*) AS n
               FROM material_listing m
               WHERE ${groupConditions.join(' AND ')}
               GROUP BY m.subject, m.grade, m.exams, m.access`,
        params,
      );

    const pageConditions = [...base, ...filters.map((f) => f.sql)];
    const pageStatement = (from: string, where: readonly string[], order: string) =>
      `SELECT m.material_id AS id FROM ${from}
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${order}, m.material_id DESC
       LIMIT :limit OFFSET :offset`;
    // The candidates pass every condition already: ranked as they are, not joined back.
    const ranked = (candidateOrder: string) =>
      pageStatement(
        `(SELECT c.material_id, ts_rank_cd(c.document, tsq.query) AS score
           FROM (SELECT m.material_id, m.document FROM material_listing m
             WHERE ${[...pageConditions, textCondition].join(' AND ')}
             ORDER BY ${candidateOrder}, m.material_id DESC
             LIMIT :candidates) c
           CROSS JOIN websearch_to_tsquery('simple', :match) AS tsq(query)) m`,
        [],
        'm.score DESC',
      );
    let statement: string;
    if (sort === 'relevance' && postgres) {
      statement = ranked(`m.document @@ to_tsquery('simple', :titleMatch) DESC`);
    } else if (sort === 'relevance') {
      // bm25: the lower, the better
      statement = pageStatement(
        `material_listing m JOIN (SELECT rowid AS material_id,
             bm25(material_search_fts, ${BM25_WEIGHTS}) AS score
           FROM material_search_fts WHERE material_search_fts MATCH :match) h
         ON h.material_id = m.material_id`,
        pageConditions,
        'h.score ASC',
      );
    } else {
      const where = hasText ? [...pageConditions, textCondition] : pageConditions;
      const catalogue = (query.scope ?? 'catalogue') === 'catalogue';
      // the favourites list, unsorted, shows the latest favourite first
      const byFavouriting = query.scope === 'favourites' && query.sort === undefined;
      const order = byFavouriting
        ? FAVOURITED_ORDER
        : sort === 'newest' && catalogue
          ? 'm.published_at DESC'
          : ORDER[sort];
      statement = pageStatement('material_listing m', where, order);
    }
    /** A common word's matches, ordered newest first by the listing's index (see above). */
    const candidatesStatement = async (): Promise<string> => {
      if (!(oneTerm && sort === 'relevance')) return statement;
      const [termRows, [listed]] = await Promise.all([
        groups(),
        searchQuery<{ n: number | string | null }>(
          source,
          'SELECT SUM(n) AS n FROM material_listing_groups',
          {},
        ),
      ]);
      const { total } = facetCounts(termRows, filters);
      return rankNewestOnly(total, Number(listed?.n ?? 0), Number(params.candidates))
        ? ranked('m.published_at DESC')
        : statement;
    };
    const ids = async () =>
      page > PAGE_MAX
        ? []
        : searchQuery<{ id: number | string }>(source, await candidatesStatement(), params);

    return { groups, ids, filters, page, perPage };
  }
}

/**
 * The catalogue query normalised, as cache keys: `counts` names what the total and the
 * facets depend on (the text's stems, the filters), `page` adds the sort and the page.
 * Queries that search alike share keys ("Уравнения" and "уравнение  " both stem to one
 * term). Only the catalogue scope: what the viewer sees there does not depend on who asks.
 */
export function catalogueKeys(query: MaterialCatalogueQuery): { counts: string; page: string } {
  const terms = typeof query.q === 'string' ? searchTerms(query.q) : [];
  const params: Record<string, unknown> = {};
  facetFilters(query, params);
  otherConditions(query, params);
  const counts = JSON.stringify([terms, Object.entries(params).sort()]);
  const { page, perPage } = pageOf(query);
  const sort = sortOf(query, terms.length > 0);
  return { counts, page: JSON.stringify([counts, sort, page, perPage]) };
}

/**
 * The rows (fetched by the caller, in any order, e.g. `WHERE id IN (...)`) in the order of
 * `ids`; ids without a row are skipped. Fetches nothing itself.
 */
export function inIdOrder<T extends { id: number }>(
  ids: readonly number[],
  rows: readonly T[],
): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}
