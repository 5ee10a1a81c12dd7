// Probe: shared code (common/) importing a feature module.
import { WorksService } from '../works/works.service';

export type Probe = WorksService;
