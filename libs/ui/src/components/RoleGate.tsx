import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_STUDENT, ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { EmptyState } from './EmptyState';
import { PageLoading } from './PageLoading';

/** Whom a gate lets through: any of these roles, or whoever the test says yes to. */
export type RoleGateAllow = readonly number[] | ((user: SessionUser) => boolean);

export interface RoleGateProps {
  allow: RoleGateAllow;
  /** What anyone else sees; by default a plain note of whom the page is for. */
  denied?: ReactNode;
  children: ReactNode;
}

function allows(allow: RoleGateAllow, user: SessionUser | null): boolean {
  if (!user) return false;
  return typeof allow === 'function' ? allow(user) : allow.includes(user.role);
}

function deniedKey(allow: RoleGateAllow): string {
  if (typeof allow === 'function' || allow.length !== 1) return 'ui.role_gate.no_access';
  if (allow[0] === ROLE_TEACHER) return 'ui.role_gate.teachers_only';
  if (allow[0] === ROLE_STUDENT) return 'ui.role_gate.students_only';
  return 'ui.role_gate.no_access';
}

function DefaultDenied({ allow }: { allow: RoleGateAllow }) {
  const { t } = useTranslation();
  return <EmptyState title={t(deniedKey(allow))} />;
}

/**
 * The one role gate of every remote and the shell: while the session is being asked it
 * says so; then the allowed see the children and anyone else (a guest too) sees `denied`.
 */
export function RoleGate({ allow, denied, children }: RoleGateProps) {
  const { status, user } = useSession();
  if (status === 'unknown' || status === 'loading') return <PageLoading />;
  if (!allows(allow, user)) return denied ?? <DefaultDenied allow={allow} />;
  return children;
}
