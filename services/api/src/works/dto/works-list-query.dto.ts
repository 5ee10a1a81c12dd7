import { IsIn, IsOptional } from 'class-validator';

export const WORKS_LIST_VIEWS = ['todo', 'all'] as const;
export type WorksListView = (typeof WORKS_LIST_VIEWS)[number];

/** GET /api/works?view=todo|all (all when left out). */
export class WorksListQueryDto {
  @IsOptional()
  @IsIn(WORKS_LIST_VIEWS, { context: { rule: 'works.list_view' } })
  view?: WorksListView;
}
