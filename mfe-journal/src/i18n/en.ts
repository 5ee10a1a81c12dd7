/** English texts of the journal remote. */
export const en = {
  journal: { title: 'Journal', empty: 'The gradebook has no marks yet.' },
  payouts: { title: 'Payouts', empty: 'There have been no payouts yet.' },
};
