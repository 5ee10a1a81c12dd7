import { useTranslation } from 'react-i18next';
import type { CommentBankEntry } from '@tutor/contracts';

interface Props {
  id: string;
  entries: readonly CommentBankEntry[] | undefined;
  active: number;
  failed: boolean;
  onChoose: (entry: CommentBankEntry) => void;
}

export const optionId = (listId: string, index: number): string => `${listId}-option-${index}`;

/** The bank entries of the comment box's combobox; the box keeps focus (aria-activedescendant). */
export function BankListbox({ id, entries, active, failed, onChoose }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'comment_bank' });
  return (
    <div className="bank-popup">
      <ul id={id} role="listbox" aria-label={t('bank_list')} className="bank-listbox">
        {(entries ?? []).map((entry, index) => (
          <li
            key={entry.id}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'bank-option is-active' : 'bank-option'}
            // mousedown: choosing must not blur the box first
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(entry);
            }}
          >
            {entry.text}
          </li>
        ))}
      </ul>
      {entries?.length === 0 ? <p className="works-muted">{t('bank_empty')}</p> : null}
      {failed ? <p className="works-muted">{t('load_failed')}</p> : null}
    </div>
  );
}
