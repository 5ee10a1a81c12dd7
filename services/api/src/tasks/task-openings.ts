/**
 * Told when a teacher opens one of their tasks (its page, not a list). The marketplace
 * provides it, to know a bought copy was opened (no refund after, a review allowed), so
 * tasks never import the marketplace. Absent, nothing is told.
 */
export abstract class TaskOpenings {
  abstract opened(teacherId: number, taskId: number): Promise<void>;
}
