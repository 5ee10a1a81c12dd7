import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { buttonClass } from '@tutor/ui';
import { exportUrl } from '../lib/annotated-files';

interface Props {
  workId: number;
  fileId: number;
  page: number;
}

/** «Скачать с пометками (PNG / PDF)»: the page with its marks drawn in, made by the server. */
export function ExportLinks({ workId, fileId, page }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'annotations' });
  return (
    <p className="annot-export">
      {(['png', 'pdf'] as const).map((format) => (
        <a
          key={format}
          className={buttonClass('secondary', 'small')}
          href={exportUrl(workId, fileId, page, format)}
          download
        >
          <Download size={18} aria-hidden /> {t(`download_${format}`)}
        </a>
      ))}
    </p>
  );
}
