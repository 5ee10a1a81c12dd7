import { useTranslation } from 'react-i18next';
import type { FileLimits } from '@tutor/contracts';
import { refusalOf } from '../../../../shared/lib/file-rules';

/** Why a chosen file is refused before sending it (size, type), in the page's language. */
export function useRefusalText(limits: FileLimits | undefined) {
  const { t } = useTranslation();
  return (file: File): string | undefined => {
    const refusal = refusalOf(file, limits);
    if (refusal === undefined) return undefined;
    return refusal === 'size'
      ? t('errors.file_too_large', { max: limits?.max_mb })
      : t('errors.file_type', { types: limits?.types.join(', ') ?? '' });
  };
}
