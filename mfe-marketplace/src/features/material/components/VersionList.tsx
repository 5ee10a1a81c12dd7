import { useId } from 'react';
import { formatDate } from '@tutor/i18n';
import { useTranslation } from 'react-i18next';
import type { MaterialVersion } from '@tutor/contracts';

/** The published versions, newest first, each with its changelog line. */
export function VersionList({ versions }: { versions: MaterialVersion[] }) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'material' });
  const titleId = useId();
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  return (
    <section className="mp-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('versions')}</h2>
      {versions.length === 0 ? <p className="mp-muted">{t('no_versions')}</p> : null}
      <ul className="mp-versions">
        {newestFirst.map((version) => (
          <li key={version.id}>
            <strong>
              {t('version_line', { number: version.number, date: formatDate(version.created_at) })}
            </strong>
            {version.changelog ? <p>{version.changelog}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
