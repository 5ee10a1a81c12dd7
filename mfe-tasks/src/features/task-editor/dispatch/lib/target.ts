import type { DispatchTarget } from '@tutor/contracts';

export type TargetKind = 'all' | 'group' | 'students';

export interface TargetChoice {
  kind: TargetKind;
  /** '' until a group is chosen. */
  groupId: string;
  studentIds: number[];
}

/** The request's target for the choice as it stands. */
export function toTarget(choice: TargetChoice): DispatchTarget {
  switch (choice.kind) {
    case 'all':
      return { kind: 'all' };
    case 'group':
      return { kind: 'group', group_id: Number(choice.groupId) };
    case 'students':
      return { kind: 'students', student_ids: choice.studentIds };
  }
}

/** The target worth previewing, or null while the choice names nothing yet. */
export function previewTarget(choice: TargetChoice): DispatchTarget | null {
  if (choice.kind === 'group' && choice.groupId === '') return null;
  if (choice.kind === 'students' && choice.studentIds.length === 0) return null;
  return toTarget(choice);
}

/** Up to `shown` names, with "…" when more students receive it than are named. */
export function namesOf(names: string[], recipients: number, shown = 5): string {
  const listed = names.slice(0, shown);
  return recipients > listed.length ? [...listed, '…'].join(', ') : listed.join(', ');
}
