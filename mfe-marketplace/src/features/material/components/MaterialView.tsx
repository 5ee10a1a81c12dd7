import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import type { MaterialPage } from '@tutor/contracts';
import { ActionError, Card, TextLink } from '@tutor/ui';
import { cataloguePath } from '../../../config/paths';
import { useIsTeacher } from '../../../shared/hooks/use-is-teacher';
import { FavouriteButton } from '../../../shared/components/FavouriteButton';
import { useFavouriteChanges } from '../../../shared/hooks/use-favourite-changes';
import { ReviewsSection } from '../reviews/components/ReviewsSection';
import { showsReviews } from '../reviews/lib/shows-reviews';
import { useMaterialChanges } from '../hooks/use-material-changes';
import { AuthorPanel } from './AuthorPanel';
import { BuyerPanel } from './BuyerPanel';
import { MaterialSummary } from './MaterialSummary';
import { PreviewQuestions } from './PreviewQuestions';
import { MaterialFiles } from './MaterialFiles';
import { VersionList } from './VersionList';

interface Props {
  material: MaterialPage;
  /** The page's cache entry, where the answers of its actions go. */
  queryKey: QueryKey;
  paidBack: boolean;
  /** The token of the link the material was opened by (a `link` material is taken with it). */
  linkToken?: string;
}

/** A material page: what it is and holds, its reviews, and the viewer's action on it. */
export function MaterialView({ material, queryKey, paidBack, linkToken }: Props) {
  const { t } = useTranslation('marketplace');
  const teacher = useIsTeacher();
  const changes = useMaterialChanges(material.id, queryKey, linkToken);
  const favourites = useFavouriteChanges();
  const descriptionId = useId();

  return (
    <div className="mp-page">
      <p className="mp-back">
        <TextLink to={cataloguePath(material.mine ? 'mine' : 'catalogue')}>
          {t('material.back')}
        </TextLink>
      </p>
      {/* On a phone the action comes right after the summary, before the long parts. */}
      <div className="mp-material">
        <MaterialSummary material={material} />
        <div className="mp-material-main">
          {material.description ? (
            <section className="mp-section" aria-labelledby={descriptionId}>
              <h2 id={descriptionId}>{t('material.description')}</h2>
              {/* The API keeps only safe markup in a description (it sanitises it on save), which
                  is the only reason this HTML is rendered as it is. */}
              <div
                className="mp-description"
                dangerouslySetInnerHTML={{ __html: material.description }}
              />
            </section>
          ) : null}
          <PreviewQuestions material={material} />
          <MaterialFiles material={material} />
          {showsReviews(material) ? (
            <ReviewsSection material={material} materialKey={queryKey} />
          ) : null}
          <VersionList versions={material.versions} />
        </div>
        <Card className="mp-material-side" aria-label={t('material.actions')}>
          {material.mine ? (
            <AuthorPanel material={material} changes={changes} />
          ) : teacher ? (
            <BuyerPanel material={material} changes={changes} paidBack={paidBack} />
          ) : (
            <p className="mp-muted">{t('material.student_note')}</p>
          )}
          {teacher && !material.mine ? (
            <div className="mp-side-favourite">
              <FavouriteButton
                title={material.title}
                favourite={material.favourite}
                busy={favourites.isPending}
                onToggle={(favourite) => favourites.mutate({ id: material.id, favourite })}
              />
              <ActionError error={favourites.error} />
            </div>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
