import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MaterialPage } from '@tutor/contracts';
import { queryKeys } from '../../../shared/lib/query-keys';
import { deleteMaterial } from '../api/delete-material';
import { publishVersion } from '../api/publish-version';
import { purchaseMaterial } from '../api/purchase-material';
import { refundPurchase } from '../api/refund-purchase';
import { updateCopy } from '../api/update-copy';
import { goToPayment } from '../lib/go-to-payment';
import { withPurchase } from '../lib/take-purchase';

/**
 * What can be done on a material page: buy or take it, update one's copy, refund a purchase,
 * publish a version, delete it. `key` is the page's cache entry (by id, or by the link's token); each answer
 * is written there, and the lists that show the material are invalidated. A material opened
 * by its link is taken with the link's `token`.
 */
export function useMaterialChanges(id: number, key: QueryKey, token?: string) {
  const client = useQueryClient();
  const put = (material: MaterialPage) => {
    client.setQueryData(key, material);
    void client.invalidateQueries({ queryKey: queryKeys.catalogues });
  };

  const purchase = useMutation({
    mutationFn: () => purchaseMaterial(id, token === undefined ? {} : { token }),
    onSuccess: (answer) => {
      if ('confirmation_url' in answer) {
        // Paid: the payment page; coming back, the page fetches the material again.
        goToPayment(answer.confirmation_url);
        return;
      }
      client.setQueryData<MaterialPage>(key, (page) => page && withPurchase(page, answer.purchase));
      void client.invalidateQueries({ queryKey: key, exact: true });
      void client.invalidateQueries({ queryKey: queryKeys.purchases });
      // The copy is a new task of the buyer's (the tasks remote's list).
      void client.invalidateQueries({ queryKey: queryKeys.tasks, exact: true });
    },
  });
  const update = useMutation({
    mutationFn: () => updateCopy(id),
    onSuccess: (material) => {
      put(material);
      void client.invalidateQueries({ queryKey: queryKeys.tasks });
    },
  });
  const refund = useMutation({
    mutationFn: () => refundPurchase(id),
    onSuccess: (material) => {
      // The answer is shown at once, and the page is fetched again as the server has it now.
      put(material);
      void client.invalidateQueries({ queryKey: key, exact: true });
      void client.invalidateQueries({ queryKey: queryKeys.reviews(id) });
      void client.invalidateQueries({ queryKey: queryKeys.purchases });
      // The copy is gone from the buyer's tasks (the tasks remote's list).
      void client.invalidateQueries({ queryKey: queryKeys.tasks });
    },
  });
  const publish = useMutation({
    mutationFn: (changelog: string) => publishVersion(id, { changelog }),
    onSuccess: put,
  });
  const remove = useMutation({
    mutationFn: () => deleteMaterial(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: key, exact: true });
      client.removeQueries({ queryKey: queryKeys.material(id), exact: true });
      void client.invalidateQueries({ queryKey: queryKeys.catalogues });
    },
  });
  return { purchase, update, refund, publish, remove };
}
