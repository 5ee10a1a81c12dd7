import { describeAreaPlaceholders } from '@tutor/ui/testing';
import { routes } from './routes';

describe('the marketplace remote', () => {
  describeAreaPlaceholders(routes, [
    { path: '/marketplace', ru: 'Маркетплейс', en: 'Marketplace' },
  ]);
});
