// The async boundary lets the federation runtime settle shared modules before React loads.
import('./bootstrap').catch((error: unknown) => {
  console.error('The shell failed to start', error);
});
