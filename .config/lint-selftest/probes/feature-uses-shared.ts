// Control: a feature importing its own files, shared code, config, i18n and libs passes.
import { apiRequest } from '@tutor/api-client';
import { paths } from '../../../config/paths';
import { TASKS_NS } from '../../../i18n/namespace';
import { formatMoment } from '../../../shared/lib/dates';
import { WorksPage } from '../components/WorksPage';

export const probe = [apiRequest, paths, TASKS_NS, formatMoment, WorksPage];
