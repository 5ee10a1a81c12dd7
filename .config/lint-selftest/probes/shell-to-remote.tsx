// The shell importing a remote's code by path instead of loading it at run time: refused.
import { routes } from '../../../mfe-journal/src/routes';

export const probe = routes;
