// A lib depending on an app: refused (libs never depend on apps).
import { shellRoutes } from 'shell/src/routes/router';

export const probe = shellRoutes;
