/** Remote-wide texts (group `common`). */
export const commonEn = {
  common: {
    failed: 'Could not load the data.',
    retry: 'Try again',
  },
};
