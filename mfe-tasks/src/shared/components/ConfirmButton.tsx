import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tutor/ui';

interface Props {
  /** The button's text, and its accessible name when it differs (e.g. with the item's name). */
  label: string;
  ariaLabel?: string;
  question: string;
  busy?: boolean;
  onConfirm: () => void;
}

/**
 * A destructive action asked twice, inline: the first press shows the question with
 * "Yes, delete" and "Cancel" (no window.confirm, which browser tests dismiss by default).
 */
export function ConfirmButton({ label, ariaLabel, question, busy = false, onConfirm }: Props) {
  const { t } = useTranslation('tasks');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        variant="secondary"
        aria-label={ariaLabel}
        busy={busy}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <span className="tasks-confirm" role="group" aria-label={question}>
      <span>{question}</span>
      <Button
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('common.confirm_yes')}
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        {t('common.cancel')}
      </Button>
    </span>
  );
}
