// A feature importing the app level (the remote's routes): refused (app → features, one way).
import { routes } from '../../routes';

export const probe = routes;
