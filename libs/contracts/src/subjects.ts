import { named, object, RecordId, text, type Static } from './schema';

/** A teacher's subject (the spec's category). */
export const SubjectSchema = named('Subject', object({ id: RecordId, name: text() }));
export type Subject = Static<typeof SubjectSchema>;

/** `{ id, name }` of a subject as lists and views embed it. */
export const SubjectRefSchema = named('SubjectRef', object({ id: RecordId, name: text() }));
export type SubjectRef = Static<typeof SubjectRefSchema>;

export interface SubjectInput {
  name: string;
}

export const SUBJECT_NAME_MAX = 255;
