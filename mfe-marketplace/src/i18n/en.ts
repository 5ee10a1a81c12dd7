/** English texts of the marketplace remote. */
export const en = {
  marketplace: {
    title: 'Marketplace',
    empty: 'There are no ready-made lessons yet.',
    hint: 'Ready-made lessons that teachers publish will appear here.',
  },
};
