import { describeAreaPlaceholders } from '@tutor/ui/testing';
import { routes } from './routes';

describe('the journal remote', () => {
  describeAreaPlaceholders(routes, [
    { path: '/journal', ru: 'Журнал', en: 'Journal' },
    { path: '/payouts', ru: 'Выплаты', en: 'Payouts' },
  ]);
});
