import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { FieldErrors } from '@tutor/ui';

const VALUES = [1, 2, 3, 4, 5] as const;

interface Props {
  value: number | null;
  errors: string[];
  onChange: (value: number) => void;
}

/**
 * The rating as a radio group of five stars: native radios (arrow keys move between them),
 * each named «4 звезды — хорошо»; the stars up to the chosen one are filled, and the choice
 * is written out beside them.
 */
export function RatingInput({ value, errors, onChange }: Props) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'reviews' });
  const name = useId();
  const errorsId = useId();
  return (
    <fieldset
      className="ui-fieldset mp-rating-input"
      aria-describedby={errors.length ? errorsId : undefined}
    >
      <legend>{t('rating')}</legend>
      <div className="mp-rating-choice">
        <div className="mp-rating-options">
          {VALUES.map((option) => {
            const id = `${name}-${option}`;
            return (
              <span key={option} className="mp-rating-option">
                <input
                  id={id}
                  className="mp-visually-hidden"
                  type="radio"
                  name={name}
                  value={option}
                  checked={value === option}
                  aria-invalid={errors.length ? true : undefined}
                  onChange={() => onChange(option)}
                />
                <label htmlFor={id} title={t(`rating_options.${option}`)}>
                  <Star
                    size={28}
                    aria-hidden="true"
                    fill={value !== null && option <= value ? 'currentColor' : 'none'}
                  />
                  <span className="mp-visually-hidden">{t(`rating_options.${option}`)}</span>
                </label>
              </span>
            );
          })}
        </div>
        {value !== null ? (
          <span className="mp-muted" aria-hidden="true">
            {t(`rating_options.${value}`)}
          </span>
        ) : null}
      </div>
      <FieldErrors id={errorsId} errors={errors} />
    </fieldset>
  );
}
