// The workspace's own ESLint rules (`boundaries/…` in .config/eslint.config.mjs).
import { featureZones } from './feature-zones.mjs';
import { fileNaming } from './file-naming.mjs';
import { moduleBoundaries } from './module-boundaries.mjs';

export default {
  meta: { name: 'tutor-boundaries' },
  rules: {
    'enforce-module-boundaries': moduleBoundaries,
    'feature-zones': featureZones,
    'file-naming': fileNaming,
  },
};
