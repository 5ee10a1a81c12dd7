import { startPage } from '@tutor/ui';
import { mountRoutes } from '@tutor/ui/mount';
import { routes } from './routes';

startPage();
mountRoutes(routes);
