import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { PAYOUT_MONTH_PATTERN } from '@tutor/contracts';
import { Card, Field, buttonClass } from '@tutor/ui';
import { statementUrl } from '../api/statement-url';
import { monthOf } from '../../../shared/lib/dates';

/** A month to pick and the link that downloads its statement (CSV). */
export function StatementDownload() {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts.statement' });
  const [month, setMonth] = useState(() => monthOf(Date.now()));
  const valid = PAYOUT_MONTH_PATTERN.test(month);
  return (
    <Card className="payouts-section" aria-labelledby="payouts-statement">
      <h2 id="payouts-statement">{t('title')}</h2>
      <p className="ui-hint">{t('hint')}</p>
      <div className="payouts-statement">
        <Field
          label={t('month')}
          type="month"
          required
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        {valid ? (
          <a className={buttonClass('secondary')} href={statementUrl(month)} download>
            <Download size={18} aria-hidden="true" />
            {t('download')}
          </a>
        ) : null}
      </div>
    </Card>
  );
}
