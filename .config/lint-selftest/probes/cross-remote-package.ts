// A remote importing another remote as a package: refused (a remote depends only on libs).
import { routes } from 'mfe-tasks/src/routes';

export const probe = routes;
