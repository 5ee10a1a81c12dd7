// The async boundary lets the federation runtime settle shared modules before React loads.
// Named, so the API's page can preload it (services/api/src/web/shell-manifest.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error('The shell failed to start', error);
});
