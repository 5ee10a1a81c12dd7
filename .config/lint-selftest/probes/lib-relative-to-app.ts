// A lib reaching into an app's folder by a relative path: refused.
import { shellRoutes } from '../../../shell/src/routes/router';

export const probe = shellRoutes;
