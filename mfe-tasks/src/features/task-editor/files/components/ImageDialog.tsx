import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_LIMITS, type StoredFileRef } from '@tutor/contracts';
import { Button, Field } from '@tutor/ui';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { imageFormErrors, widthOf, type ImageForm } from '../lib/image-form';

interface Props {
  /** The uploaded image with its alt text and width (undefined: its own). */
  onInsert: (file: StoredFileRef, alt: string, width: number | undefined) => void;
  onClose: () => void;
}

const EMPTY: ImageForm = { file: null, alt: '', width: '' };

/**
 * «Вставить изображение»: an image file, its description (required) and an optional width;
 * the image is uploaded on «Вставить». A modal on a native <dialog>, outside the task's
 * form (a form of its own), the focus back where it was on close.
 */
export function ImageDialog({ onInsert, onClose }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'files.image' });
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState<ImageForm>(EMPTY);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const { upload, sending } = useAttachmentUpload();
  const errors = tried ? imageFormErrors(form) : {};
  const errorsOf = (field: 'file' | 'alt' | 'width') => {
    const key = errors[field];
    return key === undefined
      ? []
      : [
          t(key, {
            max:
              key === 'width_range'
                ? ATTACHMENT_LIMITS.imageWidthMax
                : ATTACHMENT_LIMITS.imageAltMax,
            min: ATTACHMENT_LIMITS.imageWidthMin,
          }),
        ];
  };

  useEffect(() => {
    const dialog = ref.current;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => trigger?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTried(true);
    if (form.file === null || Object.keys(imageFormErrors(form)).length > 0) return;
    setRefused([]);
    const stored = await upload(form.file);
    if (Array.isArray(stored)) setRefused(stored);
    else onInsert(stored, form.alt.trim(), widthOf(form.width));
  };

  return createPortal(
    <dialog
      ref={ref}
      className="ui-dialog tasks-image-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field
          label={t('file')}
          hint={t('file_hint')}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          errors={[...errorsOf('file'), ...refused]}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setRefused([]);
            setForm((kept) => ({ ...kept, file }));
          }}
        />
        <Field
          label={t('alt')}
          hint={t('alt_hint')}
          required
          maxLength={ATTACHMENT_LIMITS.imageAltMax}
          value={form.alt}
          errors={errorsOf('alt')}
          onChange={(event) => setForm((kept) => ({ ...kept, alt: event.target.value }))}
        />
        <Field
          label={t('width')}
          type="number"
          inputMode="numeric"
          min={ATTACHMENT_LIMITS.imageWidthMin}
          max={ATTACHMENT_LIMITS.imageWidthMax}
          step={1}
          value={form.width}
          errors={errorsOf('width')}
          onChange={(event) => setForm((kept) => ({ ...kept, width: event.target.value }))}
        />
        <div className="ui-cluster ui-cluster-end">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={sending !== null}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
