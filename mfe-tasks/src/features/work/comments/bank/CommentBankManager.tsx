import { useId, useState } from 'react';
import './comment-bank.css';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, QueryStatus } from '@tutor/ui';
import { useBankQuery } from '../hooks/use-bank-query';
import { BankEntryItem } from './BankEntryItem';

/** The teacher's comment bank on the check page: a disclosure listing entries to edit or delete. */
export function CommentBankManager() {
  const { t } = useTranslation('tasks', { keyPrefix: 'comment_bank' });
  const [open, setOpen] = useState(false);
  const id = useId();
  const bank = useBankQuery('', open);
  const queries = useQueryClient();
  const changed = () => void queries.invalidateQueries({ queryKey: ['comment-bank'] });
  return (
    <section className="comments comment-bank" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('manage_title')}</h2>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? t('manage_close') : t('manage')}
      </Button>
      {open ? (
        <div id={id}>
          <QueryStatus query={bank} />
          {bank.data?.length === 0 ? <p className="works-muted">{t('manage_empty')}</p> : null}
          {bank.data !== undefined && bank.data.length > 0 ? (
            <ul className="comment-list" aria-label={t('manage_title')}>
              {bank.data.map((entry) => (
                <BankEntryItem key={entry.id} entry={entry} onChanged={changed} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
