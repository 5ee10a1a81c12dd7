import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@tutor/ui';
import { useFirstStepsQuery } from '../../../shared/hooks/use-first-steps-query';
import { useHideFirstSteps } from '../hooks/use-first-steps';
import { currentStep } from '../lib/progress';
import { FirstStepsCard } from './FirstStepsCard';
import { FirstStepsDone } from './FirstStepsDone';
import '../first-steps.css';

/**
 * The start of a new teacher's task list: three steps with their progress until they are
 * done or hidden. When the last step is done the card is put away on the server for good;
 * a teacher who saw it with a step left (in this tab) is told «Готово» once, one who had
 * done everything before it ever showed is not.
 */
export function FirstSteps() {
  const { t } = useTranslation('tasks');
  const steps = useFirstStepsQuery();
  const hide = useHideFirstSteps();
  const sawStepLeft = useRef(false);
  // a double click sends one request: the busy state comes a render later
  const hiding = useRef(false);
  const [finished, setFinished] = useState(false);
  const [closed, setClosed] = useState(false);
  const data = steps.data;
  const left = data !== undefined && !data.hidden && currentStep(data) !== null;
  const allDone = data !== undefined && !data.hidden && currentStep(data) === null;
  const { mutate } = hide;

  useEffect(() => {
    if (left) sawStepLeft.current = true;
  }, [left]);

  useEffect(() => {
    if (!allDone) return;
    if (sawStepLeft.current) setFinished(true);
    mutate();
  }, [allDone, mutate]);

  if (finished) return closed ? null : <FirstStepsDone onClose={() => setClosed(true)} />;
  if (data === undefined || !left) return null;
  const onHide = () => {
    if (hiding.current) return;
    hiding.current = true;
    hide.mutate(undefined, {
      onSuccess: () => toast.success(t('first_steps.hidden')),
      onSettled: () => (hiding.current = false),
    });
  };
  return <FirstStepsCard steps={data} onHide={onHide} hiding={hide.isPending} error={hide.error} />;
}
