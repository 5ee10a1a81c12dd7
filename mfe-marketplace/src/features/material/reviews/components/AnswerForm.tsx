import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Reply, Send } from 'lucide-react';
import { NO_FAILURE, toFailure, type Failure } from '@tutor/api-client';
import { MATERIAL_LIMITS } from '@tutor/contracts';
import { ActionError, Button, Cluster, TextArea } from '@tutor/ui';
import { errorsOf } from '../../../../shared/lib/failure';

interface Props {
  /** The id of the review's head (who, stars, date): describes which review «Ответить» is for. */
  describedBy: string;
  /** Rejects with the API's failure: a 422 goes under the field, anything else to the alert. */
  onAnswer: (answer: string) => Promise<void>;
}

/** The author's «Ответить» under an unanswered review: a text and «Отправить», once. */
export function AnswerForm({ describedBy, onAnswer }: Props) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'reviews' });
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  if (!open) {
    return (
      <div>
        <Button
          variant="secondary"
          size="small"
          icon={<Reply size={16} aria-hidden="true" />}
          aria-describedby={describedBy}
          onClick={() => setOpen(true)}
        >
          {t('answer')}
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      await onAnswer(answer.trim());
    } catch (caught) {
      setFailure(toFailure(caught));
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    setOpen(false);
    setAnswer('');
    setFailure(NO_FAILURE);
  };

  return (
    <form className="mp-answer-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextArea
        label={t('answer_label')}
        hint={t('answer_hint')}
        rows={3}
        required
        autoFocus
        maxLength={MATERIAL_LIMITS.reviewTextMax}
        value={answer}
        errors={errorsOf(failure.fields, 'answer')}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <ActionError error={failure.error} />
      <Cluster gap={2}>
        <Button type="submit" size="small" busy={busy} icon={<Send size={16} aria-hidden="true" />}>
          {t('send')}
        </Button>
        <Button variant="ghost" size="small" disabled={busy} onClick={cancel}>
          {t('cancel')}
        </Button>
      </Cluster>
    </form>
  );
}
