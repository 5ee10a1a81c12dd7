import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FAILURE, toFailure, type Failure } from '@tutor/api-client';
import { MATERIAL_LIMITS, type MaterialReview, type ReviewInput } from '@tutor/contracts';
import { ActionError, Button, TextArea } from '@tutor/ui';
import { errorsOf } from '../../../../shared/lib/failure';
import { RatingInput } from './RatingInput';

interface Props {
  /** The viewer's review, to change; null to leave a new one. */
  mine: MaterialReview | null;
  /** Rejects with the API's failure: a 422 goes under the fields, anything else to the alert. */
  onSave: (input: ReviewInput) => Promise<void>;
}

/** An owner's one review: 1–5 stars and a text; «Изменить отзыв» when they have one. */
export function ReviewForm({ mine, onSave }: Props) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'reviews' });
  const titleId = useId();
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [text, setText] = useState(mine?.text ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  const forget = (field: string) =>
    setFailure((current) => {
      if (!(field in current.fields)) return current;
      const { [field]: _dropped, ...fields } = current.fields;
      return { ...current, fields };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setFailure({ fields: { rating: [t('choose_rating')] }, error: null });
      return;
    }
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      await onSave({ rating, text: text.trim() });
    } catch (caught) {
      setFailure(toFailure(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="mp-review-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={titleId}>{t('form_title')}</h3>
      <RatingInput
        value={rating}
        errors={errorsOf(failure.fields, 'rating')}
        onChange={(value) => {
          setRating(value);
          forget('rating');
        }}
      />
      <TextArea
        label={t('text')}
        hint={t('text_hint')}
        rows={4}
        required
        maxLength={MATERIAL_LIMITS.reviewTextMax}
        value={text}
        errors={errorsOf(failure.fields, 'text')}
        onChange={(event) => {
          setText(event.target.value);
          forget('text');
        }}
      />
      <ActionError error={failure.error} />
      <Button type="submit" busy={busy}>
        {mine ? t('change') : t('submit')}
      </Button>
    </form>
  );
}
