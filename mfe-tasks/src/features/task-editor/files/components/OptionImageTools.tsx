import { useTranslation } from 'react-i18next';
import { textImageIds, type StoredFileRef } from '@tutor/contracts';
import { RichText } from '@tutor/ui/math';
import type { DraftFile } from '../lib/draft-files';
import { ImageButton } from './ImageButton';

interface Props {
  /** The option's text field. */
  targetId: string;
  text: string;
  number: number;
  images: DraftFile[] | undefined;
  onInsert: (text: string, file: StoredFileRef) => void;
}

/** Beside a choice option: «Изображение», and the option as students see it when it has one. */
export function OptionImageTools({ targetId, text, number, images, onInsert }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'files.image' });
  return (
    <div className="tasks-option-images">
      <ImageButton
        targetId={targetId}
        text={text}
        label={t('insert_into_option', { number })}
        onInsert={onInsert}
      />
      {textImageIds(text).length > 0 ? (
        <span className="tasks-option-preview">
          <RichText text={text} images={images} />
        </span>
      ) : null}
    </div>
  );
}
