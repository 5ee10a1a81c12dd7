export { CalendarSchema } from '@tutor/contracts';
