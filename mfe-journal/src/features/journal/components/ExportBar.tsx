import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import {
  JOURNAL_EXPORT_FORMATS,
  type JournalExportFormat,
  type JournalGrid,
  type JournalQuery,
} from '@tutor/contracts';
import { ActionError, Button, buttonClass } from '@tutor/ui';
import { useQueuedExport } from '../hooks/use-journal-export';
import { exportUrl } from '../lib/export-url';

const icon = <Download size={16} aria-hidden="true" />;

/**
 * Export buttons. A grid within the server's limit downloads at once (a plain link); a
 * larger one is prepared as a queued job with a progress bar, then a download link.
 */
export function ExportBar({ grid, query }: { grid: JournalGrid; query: JournalQuery }) {
  const { t } = useTranslation('journal', { keyPrefix: 'journal.export' });
  const queued = grid.rows.length * grid.tasks.length > grid.export_sync_max_cells;
  if (!queued) {
    return (
      <div className="journal-export" role="group" aria-label={t('label')}>
        {JOURNAL_EXPORT_FORMATS.map((format) => (
          <a
            key={format}
            className={buttonClass('secondary', 'small')}
            href={exportUrl(query, format)}
            download
          >
            {icon}
            {t(format)}
          </a>
        ))}
      </div>
    );
  }
  return <QueuedExport query={query} />;
}

function QueuedExport({ query }: { query: JournalQuery }) {
  const { t } = useTranslation('journal', { keyPrefix: 'journal.export' });
  const { start, job } = useQueuedExport();
  const begin = (format: JournalExportFormat) => start.mutate({ query, format });
  const running = job !== undefined && (job.status === 'queued' || job.status === 'running');
  return (
    <div className="journal-export" role="group" aria-label={t('label')}>
      <p className="journal-hint">{t('queued_hint')}</p>
      {JOURNAL_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="small"
          disabled={start.isPending || running}
          onClick={() => begin(format)}
        >
          {t(format === 'csv' ? 'queue_csv' : 'queue_xlsx')}
        </Button>
      ))}
      {running ? (
        <div className="journal-progress" role="status">
          <progress
            value={job.done}
            max={Math.max(job.total, 1)}
            aria-label={t('progress', { done: job.done, total: job.total })}
          />
          <span>{t('progress', { done: job.done, total: job.total })}</span>
        </div>
      ) : null}
      {job?.status === 'done' && job.download_url !== null ? (
        <p role="status">
          {t('ready')}{' '}
          <a className={buttonClass('primary', 'small')} href={job.download_url} download>
            {icon}
            {t('download', { format: job.format.toUpperCase() })}
          </a>
        </p>
      ) : null}
      {job?.status === 'failed' ? <p role="alert">{t('failed')}</p> : null}
      <ActionError error={start.error} />
    </div>
  );
}
