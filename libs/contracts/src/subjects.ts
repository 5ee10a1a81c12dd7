/** A teacher's subject (the spec's category). */
export interface Subject {
  id: number;
  name: string;
}

export interface SubjectInput {
  name: string;
}

export const SUBJECT_NAME_MAX = 255;
