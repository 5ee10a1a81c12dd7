export { useSession, type SessionState, type SessionStatus } from './session-store';
export { useAppSettings, type AppSettingsState } from './settings-store';
export { queryClient, queryDefaults } from './query-client';
