import type { Routes } from './call';
import { catalogueRoutes } from './catalogue';
import { organizationRoutes } from './organization';
import { insightRoutes } from './insight';
import { documentRoutes } from './documents';
import { authRoutes } from './auth';
import { surveyRoutes } from './surveys';

export type { Call, Resolver, Routes } from './call';

/** Every operation the world answers, by operation id; the others answer their contract example. */
export const routes: Routes = {
  ...catalogueRoutes,
  ...organizationRoutes,
  ...insightRoutes,
  ...documentRoutes,
  ...authRoutes,
  ...surveyRoutes,
};
