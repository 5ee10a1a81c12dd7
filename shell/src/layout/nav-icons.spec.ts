import { BookOpen, ChartBar, Users } from 'lucide-react';
import { navIcon } from './nav-icons';

describe('a nav item icon', () => {
  it('is the lucide icon the registry names, a book for an unknown one or none', () => {
    expect(navIcon('chart-bar')).toBe(ChartBar);
    expect(navIcon('users')).toBe(Users);
    expect(navIcon('rocket')).toBe(BookOpen);
    expect(navIcon(undefined)).toBe(BookOpen);
  });
});
