import { parseRoles } from './roles-config';

describe('parseRoles', () => {
  it('reads roles with one name or names per language', () => {
    expect(
      parseRoles(
        '[{"id":2,"name":"Pupil","phone_required":false},{"id":5,"name":{"ru":"Тьютор","en":"Tutor"},"phone_required":true}]',
      ),
    ).toEqual([
      { id: 2, name: 'Pupil', phone_required: false },
      { id: 5, name: { ru: 'Тьютор', en: 'Tutor' }, phone_required: true },
    ]);
  });

  it.each([
    ['not json'],
    ['{}'],
    ['[]'],
    ['[{"id":0,"name":"x","phone_required":false}]'],
    ['[{"id":1,"name":"","phone_required":false}]'],
    ['[{"id":1,"name":{"de":"x"},"phone_required":false}]'],
    ['[{"id":1,"name":"x","phone_required":"no"}]'],
    ['[{"id":1,"name":"a","phone_required":false},{"id":1,"name":"b","phone_required":false}]'],
  ])('refuses %s', (json) => {
    expect(parseRoles(json)).toBeUndefined();
  });
});
