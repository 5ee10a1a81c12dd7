/** Every path this remote owns, and the links to them; routes.tsx and the pages use these. */
export const paths = {
  catalogue: '/marketplace',
  purchases: '/marketplace/purchases',
  newMaterial: '/marketplace/new',
  material: '/marketplace/materials/:materialId',
  editMaterial: '/marketplace/materials/:materialId/edit',
  linkMaterial: '/marketplace/link/:token',
  /** Where the payment provider sends the payer back (a purchase or the paid plan). */
  paymentReturn: '/marketplace/payments/:paymentId',
} as const;

export type CatalogueScope = 'catalogue' | 'mine' | 'favourites';

/** The catalogue, the author's own materials (`mine`) or the favourites. */
export const cataloguePath = (scope: CatalogueScope = 'catalogue'): string =>
  scope === 'catalogue' ? paths.catalogue : `${paths.catalogue}?scope=${scope}`;
export const materialPath = (id: number): string => `/marketplace/materials/${id}`;
export const editMaterialPath = (id: number): string => `/marketplace/materials/${id}/edit`;
/** The material form, its template task chosen (the tasks remote links here with ?task=). */
export const newMaterialPath = (taskId?: number): string =>
  taskId === undefined ? paths.newMaterial : `${paths.newMaterial}?task=${taskId}`;

/** The plan section of the account settings (the shell's page, the auth remote's block). */
export const PLAN_PATH = '/settings#subscription';

/** Paths of other areas this remote links to (owned by the tasks remote). */
export const taskPath = (id: number): string => `/tasks/${id}`;
export const NEW_TASK_PATH = '/tasks/new';
