import { int } from './builders';

/** The id of a stored record: a positive integer. */
export const RecordId = int({ minimum: 1 });
