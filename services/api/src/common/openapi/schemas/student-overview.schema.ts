export { StudentOverviewSchema } from '@tutor/contracts';
