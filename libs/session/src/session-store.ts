import { create } from 'zustand';
import type { SessionUser } from '@tutor/contracts';
import { ApiError, http } from '@tutor/api-client';
import { queryClient } from './query-client';

export type SessionStatus = 'unknown' | 'loading' | 'guest' | 'signed-in' | 'error';

export interface SessionState {
  user: SessionUser | null;
  status: SessionStatus;
  error: ApiError | null;
  /** Asks the API who is signed in; a 401 means a guest. */
  load: () => Promise<void>;
  setUser: (user: SessionUser | null) => void;
  signOut: () => Promise<void>;
}

/** The one store of the signed-in user; shared as a federation singleton. */
export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  status: 'unknown',
  error: null,
  load: async () => {
    set({ status: 'loading', error: null });
    try {
      const { data } = await http.get<SessionUser>('/api/user');
      set({ user: data, status: 'signed-in' });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.status === 401) set({ user: null, status: 'guest' });
      else set({ user: null, status: 'error', error: apiError });
    }
  },
  setUser: (user) => {
    // Another person's answers must not show from the cache.
    if (user?.id !== get().user?.id) queryClient.clear();
    set({ user, status: user ? 'signed-in' : 'guest', error: null });
  },
  signOut: async () => {
    await http.post('/logout');
    queryClient.clear();
    set({ user: null, status: 'guest', error: null });
  },
}));
