import { useTranslation } from 'react-i18next';
import { Heart, Plus, SearchX, Store } from 'lucide-react';
import type { MaterialCataloguePage } from '@tutor/contracts';
import { Button, ButtonLink, EmptyState, Paging } from '@tutor/ui';
import { cataloguePath, paths, type CatalogueScope } from '../../../config/paths';
import { MaterialCardItem } from './MaterialCardItem';

interface Props {
  page: MaterialCataloguePage;
  scope: CatalogueScope;
  filtered: boolean;
  teacher: boolean;
  favouriteBusy: (id: number) => boolean;
  onFavourite: (id: number, favourite: boolean) => void;
  onClear: () => void;
  onPage: (page: number) => void;
}

/** The cards of a page with the count and paging, or the empty state with the next step. */
export function CatalogueResults(props: Props) {
  const { page, scope, filtered, teacher } = props;
  const { t } = useTranslation('marketplace', { keyPrefix: 'catalogue' });
  if (page.total === 0) {
    if (filtered) {
      return (
        <EmptyState
          title={t('nothing_found')}
          icon={<SearchX size={32} />}
          action={<Button onClick={props.onClear}>{t('clear')}</Button>}
        >
          <p>{t('nothing_found_text')}</p>
        </EmptyState>
      );
    }
    const action =
      scope === 'favourites' ? (
        <ButtonLink to={cataloguePath()}>{t('empty.open_catalogue')}</ButtonLink>
      ) : teacher ? (
        <ButtonLink to={paths.newMaterial} icon={<Plus size={18} aria-hidden="true" />}>
          {t('new')}
        </ButtonLink>
      ) : null;
    return (
      <EmptyState
        title={t(`empty.${scope}`)}
        icon={scope === 'favourites' ? <Heart size={32} /> : <Store size={32} />}
        action={action}
      >
        <p>{t(`empty.${scope}_text`)}</p>
      </EmptyState>
    );
  }
  return (
    <section className="mp-results" aria-label={t('results')}>
      <p className="mp-muted" role="status">
        {t('found', { count: page.total })}
      </p>
      <ul className="mp-cards">
        {page.items.map((card) => (
          <li key={card.id}>
            <MaterialCardItem
              card={card}
              favourite={
                teacher
                  ? {
                      busy: props.favouriteBusy(card.id),
                      onToggle: (favourite) => props.onFavourite(card.id, favourite),
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
      <Paging
        label={t('paging')}
        align="center"
        page={page.page}
        perPage={page.per_page}
        total={page.total}
        onPage={props.onPage}
      />
    </section>
  );
}
