import { createContext, useContext, useRef } from 'react';
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { isChangedMeanwhile, REGISTRY_KEY } from './registry-api';

/** Called when the API says the registry changed since the page read it. */
export const RegistryConflict = createContext<() => void>(() => undefined);

/**
 * A change of the registry: sent once while it runs (a second click before the button
 * shows it is busy does nothing), the registry read again afterwards whatever happened,
 * and a "changed meanwhile" answer handed to the section.
 */
export function useRegistryAction<A>(run: (args: A) => Promise<void>, onDone?: (args: A) => void) {
  const client = useQueryClient();
  const onConflict = useContext(RegistryConflict);
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (_answer, args) => onDone?.(args),
    onError: (error) => {
      if (isChangedMeanwhile(error)) onConflict();
    },
    onSettled: () => {
      running.current = false;
      return client.invalidateQueries({ queryKey: REGISTRY_KEY });
    },
  });
  const mutate = (args: A, options?: MutateOptions<void, Error, A>) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(args, options);
  };
  return { ...mutation, mutate };
}
