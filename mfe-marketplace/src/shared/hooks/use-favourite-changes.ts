import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialCataloguePage, MaterialPage } from '@tutor/contracts';
import { queryKeys } from '../lib/query-keys';
import { addFavourite } from '../api/add-favourite';
import { removeFavourite } from '../api/remove-favourite';

interface Change {
  id: number;
  favourite: boolean;
}

type Cached = MaterialCataloguePage | MaterialPage | undefined;

/** A catalogue page or a material page, with the material's heart set. */
function marked(data: Cached, { id, favourite }: Change): Cached {
  if (data === undefined) return data;
  if ('items' in data) {
    const items = data.items.map((card) => (card.id === id ? { ...card, favourite } : card));
    return { ...data, items };
  }
  return data.id === id ? { ...data, favourite } : data;
}

/**
 * Marking a material as a favourite and unmarking it. The answer (204) is written into every
 * cached list and page that shows the material; the favourites list is fetched again when
 * it is next opened, so an unmarked card stays where it is until then.
 */
export function useFavouriteChanges() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: Change) => (favourite ? addFavourite(id) : removeFavourite(id)),
    onSuccess: (_answer, change) => {
      client.setQueriesData<Cached>({ queryKey: queryKeys.materials }, (data) =>
        marked(data, change),
      );
      void client.invalidateQueries({ queryKey: queryKeys.catalogues, refetchType: 'none' });
    },
  });
}
