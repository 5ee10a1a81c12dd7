import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : false;

/** A phone-sized screen (600 px or less, where tables turn into cards). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
