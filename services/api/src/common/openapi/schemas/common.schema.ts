import { WorkStatus } from '@tutor/contracts';
import { int, named, object, text, oneOfValues } from '../json-schema';

export const RecordId = int({ minimum: 1 });

/** `{ id, name }` of a subject as lists and views embed it. */
export const SubjectRefSchema = named('SubjectRef', object({ id: RecordId, name: text() }));

export const WorkStatusSchema = named('WorkStatus', oneOfValues(Object.values(WorkStatus)));
