import { Injectable } from '@nestjs/common';

export interface StudentJoined {
  teacherId: number;
  studentId: number;
  /** teacher_students.joined_at */
  joinedAt: number;
}

type Handler = (joined: StudentJoined) => Promise<void>;

/**
 * "A student joined a teacher", for modules that act on it (only_new dispatch) without
 * the students module knowing them. Handlers run in order, awaited, after the row is saved.
 */
@Injectable()
export class StudentJoinedEvents {
  private readonly handlers: Handler[] = [];

  subscribe(handler: Handler): void {
    this.handlers.push(handler);
  }

  async emit(joined: StudentJoined): Promise<void> {
    for (const handler of this.handlers) await handler(joined);
  }
}
