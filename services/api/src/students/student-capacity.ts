/**
 * How many students a teacher may have: the subscriptions module provides it from the
 * teacher's plan (students never import it). Without a provider there is no limit.
 */
export abstract class StudentCapacity {
  /** The most students the teacher may have now; null for no limit. */
  abstract limitOf(teacherId: number): Promise<number | null>;
}
