import { create } from 'zustand';
import type { AppSettings } from '@tutor/contracts';
import { ApiError, http } from '@tutor/api-client';

export interface AppSettingsState {
  settings: AppSettings | null;
  error: ApiError | null;
  /** Loads GET /api/settings; the answer depends on the page language (role names). */
  load: () => Promise<void>;
}

/** The spec's app settings (providers, roles, logo), loaded once and shared by every area. */
export const useAppSettings = create<AppSettingsState>()((set) => ({
  settings: null,
  error: null,
  load: async () => {
    try {
      const { data } = await http.get<AppSettings>('/api/settings');
      set({ settings: data, error: null });
    } catch (error) {
      set({ error: error instanceof ApiError ? error : null });
    }
  },
}));
