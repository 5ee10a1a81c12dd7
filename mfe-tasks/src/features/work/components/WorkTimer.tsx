import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  endsAt: number;
  clockOffset: number;
  /** Called when the time is up, then every few seconds until the page changes. */
  onExpire: () => void;
}

const TICK_MS = 1000;
const EXPIRED_RELOAD_MS = 5000;

export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Time left on the server's clock; at zero the server submits, so the page reloads. */
export function WorkTimer({ endsAt, clockOffset, onExpire }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const [left, setLeft] = useState(() => endsAt - (Date.now() + clockOffset));
  const lastExpire = useRef(Number.NEGATIVE_INFINITY);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    const tick = () => {
      const now = Date.now();
      const value = endsAt - (now + clockOffset);
      setLeft(value);
      if (value <= 0 && now - lastExpire.current >= EXPIRED_RELOAD_MS) {
        lastExpire.current = now;
        expire();
      }
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt, clockOffset]);

  return (
    <p className={left <= 60_000 ? 'work-timer work-timer-low' : 'work-timer'} role="timer">
      {left > 0 ? t('work.time_left', { time: formatLeft(left) }) : t('work.time_up')}
    </p>
  );
}
