import { MaterialAccess } from '@tutor/contracts';
import { materialPage } from '../../../shared/testing/fixtures';
import {
  draftFromMaterial,
  emptyDraft,
  toMaterialInput,
  toPatch,
  type MaterialDraft,
} from './draft';

const TEXTS = { template_id: 'task?', subject: 'subject?', grade: 'grade?', price: 'price?' };
const filled = (overrides: Partial<MaterialDraft> = {}): MaterialDraft => ({
  ...emptyDraft(7),
  title: ' Дроби ',
  subject: 'math',
  grade: 5,
  ...overrides,
});

describe('the material draft', () => {
  it('names what the browser can tell is missing', () => {
    expect(toMaterialInput(emptyDraft(null), TEXTS)).toEqual({
      input: null,
      errors: { template_id: ['task?'], subject: ['subject?'], grade: ['grade?'] },
    });
    expect(toMaterialInput(filled({ access: 'paid', price: '4.5' }), TEXTS).errors).toEqual({
      price: ['price?'],
    });
  });

  it('sends the price of a paid material only, and the preview positions in order', () => {
    const paid = toMaterialInput(
      filled({ access: MaterialAccess.Paid, price: '490', preview_questions: [2, 0] }),
      TEXTS,
    );
    expect(paid.input).toMatchObject({ title: 'Дроби', price: 490, preview_questions: [0, 2] });
    const free = toMaterialInput(filled({ access: MaterialAccess.Public, price: '490' }), TEXTS);
    expect(free.input).toMatchObject({ access: 'public', price: 0 });
  });

  it('patches the cover only when it was replaced or removed', () => {
    const draft = draftFromMaterial(materialPage({ cover_url: '/api/files/3' }));
    const { input } = toMaterialInput({ ...draft, template_id: 7 }, TEXTS);
    if (input === null) throw new Error('the draft is complete');
    expect(toPatch(input, draft)).not.toHaveProperty('cover_file_id');
    const removed = { ...draft, cover: { id: null, url: null, changed: true } };
    expect(toPatch(input, removed)).toHaveProperty('cover_file_id', null);
    // The removal is an explicit null in the JSON sent, not a missing field.
    expect(JSON.stringify(toPatch(input, removed))).toContain('"cover_file_id":null');
    const replaced = { ...draft, cover: { id: 40, url: '/api/files/40', changed: true } };
    expect(toPatch(input, replaced)).toHaveProperty('cover_file_id', 40);
  });
});
