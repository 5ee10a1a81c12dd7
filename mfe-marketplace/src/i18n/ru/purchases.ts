import type { purchasesEn } from '../en/purchases';

/** Russian texts of the purchases page (see ../en/purchases). */
export const purchasesRu: typeof purchasesEn = {
  title: 'Покупки',
  description: 'Материалы, которые вы купили или получили бесплатно.',
  list: 'Ваши покупки',
  material: 'Материал',
  status: 'Статус',
  price: 'Цена',
  date: 'Дата',
  copy: 'Копия',
  open_copy: 'Открыть в моих заданиях',
  statuses: {
    pending: 'Ожидает оплаты',
    granted: 'В ваших заданиях',
    refunded: 'Возвращена',
    canceled: 'Отменена',
  },
  empty: 'Покупок пока нет',
  empty_text: 'Здесь появятся материалы, которые вы купите или получите бесплатно.',
  open_catalogue: 'Открыть каталог',
};
