import { mountStandalone } from '@tutor/ui/standalone';
import '@tutor/ui';
import { routes } from './routes';

mountStandalone(routes);
