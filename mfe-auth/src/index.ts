// Standalone page for `nx serve`: the async boundary lets shared modules settle first.
import('./bootstrap').catch((error: unknown) => {
  console.error('The remote failed to start', error);
});
