import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@tutor/session';

/**
 * The page's one query cache for these shell parts. Harmless where the root already
 * provides it (the same client), and needed where it does not yet.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
