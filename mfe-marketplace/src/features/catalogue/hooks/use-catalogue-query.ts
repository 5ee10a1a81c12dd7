import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MaterialCatalogueQuery } from '@tutor/contracts';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getMaterials } from '../api/get-materials';

/** A page of the catalogue; the previous results stay on screen while the next ones load. */
export function useCatalogueQuery(query: MaterialCatalogueQuery) {
  return useQuery({
    queryKey: queryKeys.catalogue(query),
    queryFn: () => getMaterials(query),
    placeholderData: keepPreviousData,
  });
}
