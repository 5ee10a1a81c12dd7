import type { MaterialCatalogueQuery } from '@tutor/contracts';

/**
 * Every query key of this remote, in one place, so a change in one feature can invalidate
 * what another shows. Keys start with the API's resource, so invalidating a prefix
 * (e.g. `['materials']`) reaches everything under it. The cache is the page's one client,
 * shared with the other remotes: `tasks` and `task` are the tasks remote's keys for the same
 * answers (GET /api/tasks, GET /api/tasks/:id), so a copy taken here refreshes its list.
 */
export const queryKeys = {
  materials: ['materials'] as const,
  catalogues: ['materials', 'list'] as const,
  catalogue: (query: MaterialCatalogueQuery) => ['materials', 'list', query] as const,
  material: (id: number) => ['materials', id] as const,
  materialByLink: (token: string) => ['materials', 'link', token] as const,
  /** Under the material's own key, so dropping `material(id)` as a prefix reaches it too. */
  reviews: (materialId: number) => ['materials', materialId, 'reviews'] as const,
  purchases: ['purchases'] as const,
  paymentStatus: (id: number) => ['payments', id, 'status'] as const,
  /** The auth remote's key of GET /api/subscription (the plan), read afresh once paid. */
  subscription: ['auth', 'subscription'] as const,
  tasks: ['tasks'] as const,
  task: (id: number) => ['tasks', id] as const,
};
