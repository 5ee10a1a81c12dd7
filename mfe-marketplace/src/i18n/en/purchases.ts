/** English texts of the purchases page (/marketplace/purchases). */
export const purchasesEn = {
  title: 'Purchases',
  description: 'Materials you bought or got for free.',
  list: 'Your purchases',
  material: 'Material',
  status: 'Status',
  price: 'Price',
  date: 'Date',
  copy: 'Copy',
  open_copy: 'Open in my tasks',
  statuses: {
    pending: 'Awaiting payment',
    granted: 'In your tasks',
    refunded: 'Refunded',
    canceled: 'Canceled',
  },
  empty: 'No purchases yet',
  empty_text: 'Materials you buy or get for free will be listed here.',
  open_catalogue: 'Open the catalogue',
};
