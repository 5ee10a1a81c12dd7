/** Remote-wide texts (group `common`). */
export const commonEn = {
  common: {
    loading: 'Loading…',
    failed: 'Could not load the data.',
    retry: 'Try again',
    only_teachers: 'This page is for teachers only.',
  },
};
