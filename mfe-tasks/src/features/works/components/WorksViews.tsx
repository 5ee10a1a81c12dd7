import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { WorksView } from '../lib/works-view';

/** The views of /works as links (`?view=`), the current one marked. */
export function WorksViews({
  views,
  current,
}: {
  views: readonly WorksView[];
  current: WorksView;
}) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works.views' });
  const [params] = useSearchParams();
  const hrefOf = (view: WorksView) => {
    const next = new URLSearchParams();
    next.set('view', view);
    // the calendar keeps its period when one comes back to it
    if (view === 'calendar') {
      for (const name of ['mode', 'day']) {
        const value = params.get(name);
        if (value !== null) next.set(name, value);
      }
    }
    return `?${next.toString()}`;
  };
  return (
    <nav className="works-views" aria-label={t('label')}>
      {views.map((view) => (
        <Link
          key={view}
          to={hrefOf(view)}
          className="works-view"
          aria-current={view === current ? 'page' : undefined}
        >
          {t(view)}
        </Link>
      ))}
    </nav>
  );
}
