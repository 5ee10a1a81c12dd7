import { useTranslation } from 'react-i18next';
import { Button, Field, useFileUpload } from '@tutor/ui';
import type { MaterialDraft } from '../lib/draft';

interface Props {
  cover: MaterialDraft['cover'];
  /** The API's 422 texts for cover_file_id. */
  errors: string[];
  onChange: (cover: MaterialDraft['cover']) => void;
}

/** The cover image: uploaded as a file (POST /api/files), shown, replaced or removed. */
export function CoverField({ cover, errors, onChange }: Props) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'form' });
  const upload = useFileUpload((file) => onChange({ id: file.id, url: file.url, changed: true }));
  return (
    <div className="mp-cover-field">
      {cover.url !== null ? (
        <div className="mp-cover-current">
          <img className="mp-cover" src={cover.url} alt={t('cover_alt')} />
          <Button
            variant="secondary"
            size="small"
            onClick={() => onChange({ id: null, url: null, changed: true })}
          >
            {t('remove_cover')}
          </Button>
        </div>
      ) : null}
      <Field
        label={t('cover')}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hint={upload.uploading ? t('uploading') : t('cover_hint')}
        disabled={upload.uploading}
        errors={[...upload.errors, ...errors]}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload.upload(file);
        }}
      />
    </div>
  );
}
