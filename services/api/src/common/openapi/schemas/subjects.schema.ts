import { named, object, text } from '../json-schema';
import { RecordId } from './common.schema';

/** A teacher's subject. */
export const SubjectSchema = named('Subject', object({ id: RecordId, name: text() }));
