import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_ACCESSES, MaterialAccess } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Field, FieldErrors, Radio } from '@tutor/ui';
import { errorsOf } from '../../../shared/lib/failure';

interface Props {
  access: MaterialAccess;
  price: string;
  errors: Errors;
  onAccess: (access: MaterialAccess) => void;
  onPrice: (price: string) => void;
}

/** Who may take the material; the price in rubles only for a paid one. */
export function AccessFields({ access, price, errors, onAccess, onPrice }: Props) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'form' });
  const name = useId();
  const errorsId = useId();
  const accessErrors = errorsOf(errors, 'access');
  return (
    <fieldset className="ui-fieldset" aria-describedby={accessErrors.length ? errorsId : undefined}>
      <legend>{t('access')}</legend>
      {MATERIAL_ACCESSES.map((value) => (
        <div key={value} className="mp-access">
          <Radio
            name={name}
            value={value}
            label={t(`accesses.${value}`)}
            checked={access === value}
            onChange={() => onAccess(value)}
          />
          <p className="ui-hint">{t(`access_hints.${value}`)}</p>
        </div>
      ))}
      <FieldErrors id={errorsId} errors={accessErrors} />
      {access === MaterialAccess.Paid ? (
        <Field
          className="mp-price-field"
          label={t('price')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={price}
          errors={errorsOf(errors, 'price')}
          onChange={(event) => onPrice(event.target.value)}
        />
      ) : null}
    </fieldset>
  );
}
