import { WorkStatus, type AnnotationShape } from '@tutor/contracts';
import type { Work } from '../work.entity';
import type { AnnotationShapeDto } from './dto/annotation-layer.dto';
import { AnnotationsErrorCode, AnnotationsException } from './annotations.errors';

/** The statuses the teacher draws marks in: submitted, resubmitted, being checked, checked. */
export const ANNOTATABLE_STATUSES: readonly WorkStatus[] = [
  WorkStatus.Submitted,
  WorkStatus.Resubmitted,
  WorkStatus.BeingChecked,
  WorkStatus.Checked,
];

/**
 * Whether `userId` sees the work's marks now: its teacher always; its student once the
 * work is checked or while it is back with them for rework, never before.
 */
export function marksVisibleTo(work: Work, userId: number): boolean {
  if (work.teacherId === userId) return true;
  return work.status === WorkStatus.Checked || (work.status === WorkStatus.Draft && work.returned);
}

/** A checked shape as stored: only the fields of its type, in a fixed order. */
function shapeOf(dto: AnnotationShapeDto): AnnotationShape {
  const { color } = dto;
  switch (dto.type) {
    case 'pen':
    case 'highlighter':
      return { type: dto.type, points: dto.points ?? [], color, width: dto.width ?? 0 };
    case 'stamp':
      return {
        type: 'stamp',
        stamp: dto.stamp ?? 'tick',
        x: dto.x ?? 0,
        y: dto.y ?? 0,
        size: dto.size ?? 0,
        color,
      };
    case 'note':
      return { type: 'note', x: dto.x ?? 0, y: dto.y ?? 0, text: dto.text ?? '', color };
  }
}

/** The shapes to store; a stroke with an odd count of numbers is 422 on its points. */
export function shapesOf(dtos: readonly AnnotationShapeDto[]): AnnotationShape[] {
  dtos.forEach((dto, i) => {
    const stroke = dto.type === 'pen' || dto.type === 'highlighter';
    if (stroke && (dto.points ?? []).length % 2 !== 0) {
      throw new AnnotationsException(AnnotationsErrorCode.PointsOdd, {
        field: `shapes.${i}.points`,
      });
    }
  });
  return dtos.map(shapeOf);
}
