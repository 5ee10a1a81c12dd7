/** English texts of the journal remote. */
export const en = {
  journal: {
    title: 'Journal',
    empty: 'The gradebook has no marks yet.',
    hint: 'Marks appear here once works are checked.',
  },
  payouts: {
    title: 'Payouts',
    empty: 'There have been no payouts yet.',
    hint: 'Earnings from the lessons you sell will be paid out here.',
  },
};
