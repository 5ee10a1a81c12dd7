import { namesOf, previewTarget } from './target';

describe('dispatch target', () => {
  it('previews nothing until a group or a student is chosen', () => {
    expect(previewTarget({ kind: 'group', groupId: '', studentIds: [] })).toBeNull();
    expect(previewTarget({ kind: 'students', groupId: '', studentIds: [] })).toBeNull();
    expect(previewTarget({ kind: 'group', groupId: '5', studentIds: [] })).toEqual({
      kind: 'group',
      group_id: 5,
    });
    expect(previewTarget({ kind: 'all', groupId: '', studentIds: [] })).toEqual({ kind: 'all' });
  });

  it('names the first students and marks the rest with an ellipsis', () => {
    expect(namesOf(['Аня', 'Борис'], 2)).toBe('Аня, Борис');
    expect(namesOf(['Аня', 'Борис', 'Вера'], 3, 2)).toBe('Аня, Борис, …');
    expect(namesOf(['Аня'], 40)).toBe('Аня, …');
  });
});
