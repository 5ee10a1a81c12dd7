export { useSession, type SessionState, type SessionStatus } from './session-store';
