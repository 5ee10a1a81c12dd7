import { describeAreaPlaceholders } from '@tutor/ui/testing';
import { routes } from './routes';

describe('the tasks remote', () => {
  describeAreaPlaceholders(routes, [
    { path: '/tasks', ru: 'Задания', en: 'Tasks' },
    { path: '/works', ru: 'Работы', en: 'Works' },
    { path: '/students', ru: 'Ученики', en: 'Students' },
  ]);
});
