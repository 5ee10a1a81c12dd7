import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import {
  MATERIAL_EXAMS,
  MATERIAL_LIMITS,
  MATERIAL_SORTS,
  MATERIAL_SUBJECTS,
  type FacetCount,
  type MaterialCatalogueQuery,
  type MaterialCataloguePage,
} from '@tutor/contracts';
import { Button, Field, Select } from '@tutor/ui';
import {
  FILTER_PARAMS,
  PRICE_KINDS,
  RATING_STEPS,
  type CatalogueParam,
} from '../lib/catalogue-query';

interface Props {
  query: MaterialCatalogueQuery;
  /** The facets of the last answer (absent while the first one loads). */
  facets: MaterialCataloguePage['facets'] | undefined;
  onChange: (changes: Partial<Record<CatalogueParam, string>>) => void;
}

const GRADES = Array.from(
  { length: MATERIAL_LIMITS.gradeMax - MATERIAL_LIMITS.gradeMin + 1 },
  (_, index) => MATERIAL_LIMITS.gradeMin + index,
);
const TYPED = ['q', 'price_min', 'price_max'] as const;
const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
/** Below this width the filters fold under their heading, so the results show first. */
const WIDE = '(min-width: 600px)';

/** The filters in use, besides the search words. */
function activeFilters(query: MaterialCatalogueQuery): number {
  return FILTER_PARAMS.filter((name) => name !== 'q' && query[name] !== undefined).length;
}

/** What the typed fields of the form hold now. */
function typedIn(form: HTMLFormElement | null): Partial<Record<CatalogueParam, string>> {
  const data = new FormData(form ?? undefined);
  const value = (name: (typeof TYPED)[number]) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  return Object.fromEntries(TYPED.map((name) => [name, value(name)]));
}

/**
 * The search box and the filters. The selects apply at once; the typed fields (search, price
 * range) apply with Enter or «Найти», and with any select changed after them.
 */
export function CatalogueFilters({ query, facets, onChange }: Props) {
  const { t, i18n } = useTranslation('marketplace');
  const { t: shared } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(typedIn(event.currentTarget));
  };
  /** "Алгебра (12)": the option with its facet count, once the answer gives the counts. */
  const counted = <T extends string | number>(
    facet: FacetCount<T>[] | undefined,
    value: T,
    label: string,
  ) => {
    if (facet === undefined) return { value, label };
    const count = facet.find((item) => item.value === value)?.count ?? 0;
    return { value, label: t('catalogue.option_count', { label, count }) };
  };
  const select = (name: CatalogueParam) => ({
    value: text(query[name]),
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      onChange({ ...typedIn(event.target.form), [name]: event.target.value }),
  });
  const rating = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const active = activeFilters(query);
  const [unfolded] = useState(() => active > 0 || (window.matchMedia?.(WIDE).matches ?? true));

  return (
    <form className="mp-filters" role="search" aria-label={t('catalogue.search')} onSubmit={submit}>
      <div className="mp-search">
        <Field
          key={`q:${text(query.q)}`}
          label={t('catalogue.query')}
          type="search"
          name="q"
          maxLength={MATERIAL_LIMITS.queryMax}
          placeholder={t('catalogue.query_placeholder')}
          defaultValue={text(query.q)}
        />
        <Button type="submit" icon={<Search size={18} aria-hidden="true" />}>
          {t('catalogue.find')}
        </Button>
        <Select
          className="mp-sort"
          label={t('catalogue.sort')}
          options={MATERIAL_SORTS.map((sort) => ({
            value: sort,
            label: t(`catalogue.sorts.${sort}`),
          }))}
          {...select('sort')}
          value={query.sort ?? 'relevance'}
        />
      </div>
      <details className="mp-filter-panel" open={unfolded}>
        <summary>
          {active > 0 ? t('catalogue.filters_active', { n: active }) : t('catalogue.filters')}
        </summary>
        <fieldset className="mp-filter-grid" aria-label={t('catalogue.filters')}>
          <Select
            label={t('catalogue.subject')}
            placeholder={t('catalogue.any')}
            options={MATERIAL_SUBJECTS.map((s) =>
              counted(facets?.subject, s, shared(`subjects.${s}`)),
            )}
            {...select('subject')}
          />
          <Select
            label={t('catalogue.grade')}
            placeholder={t('catalogue.any')}
            options={GRADES.map((g) => counted(facets?.grade, g, t('common.grade', { grade: g })))}
            {...select('grade')}
          />
          <Select
            label={t('catalogue.exam')}
            placeholder={t('catalogue.any')}
            options={MATERIAL_EXAMS.map((e) => counted(facets?.exam, e, t(`exams.${e}`)))}
            {...select('exam')}
          />
          <Select
            label={t('catalogue.price_kind')}
            placeholder={t('catalogue.any')}
            options={PRICE_KINDS.map((k) =>
              counted(facets?.price_kind, k, t(`catalogue.kinds.${k}`)),
            )}
            {...select('price_kind')}
          />
          {(['price_min', 'price_max'] as const).map((name) => (
            <Field
              key={`${name}:${text(query[name])}`}
              label={t(`catalogue.${name}`)}
              type="number"
              name={name}
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={text(query[name])}
            />
          ))}
          <Select
            label={t('catalogue.rating_min')}
            placeholder={t('catalogue.any')}
            options={RATING_STEPS.map((step) => ({
              value: step,
              label: t('catalogue.rating_at_least', { rating: rating.format(step) }),
            }))}
            {...select('rating_min')}
          />
        </fieldset>
      </details>
    </form>
  );
}
