// Shared code importing a feature: refused (shared code imports no feature).
import { catalogueQuery } from '../../features/catalogue/lib/catalogue-query';

export const probe = catalogueQuery;
