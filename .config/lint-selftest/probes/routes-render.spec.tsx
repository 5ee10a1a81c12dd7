// Control: a feature's test may render the remote's routes around it (test code).
import { routes } from '../../routes';

export const probe = routes;
