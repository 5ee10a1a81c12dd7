// A remote reaching into another remote's folder: refused (relative import across projects).
import { paths } from '../../../../mfe-tasks/src/config/paths';

export const probe = paths;
