import type { Routes } from './call';
import { catalogueRoutes } from './catalogue';
import { organizationRoutes } from './organization';
import { individualRoutes } from './individual';
import { insightRoutes } from './insight';
import { documentRoutes } from './documents';
import { authRoutes } from './auth';
import { surveyRoutes } from './surveys';
import { feedbackRoutes } from './feedback';
import { consumerRoutes } from './consumers';
import { dashboardRoutes } from './dashboards';
import { importRoutes } from './imports';
import { linkRoutes } from './links';
import { billingRoutes } from './billing';
import { registrationRoutes } from './registration';

export type { Call, Resolver, Routes } from './call';

/** Every operation the world answers, by operation id; the others answer their contract example. */
export const routes: Routes = {
  ...catalogueRoutes,
  ...organizationRoutes,
  ...individualRoutes,
  ...insightRoutes,
  ...documentRoutes,
  ...authRoutes,
  ...surveyRoutes,
  ...feedbackRoutes,
  ...consumerRoutes,
  ...dashboardRoutes,
  ...importRoutes,
  ...linkRoutes,
  ...billingRoutes,
  ...registrationRoutes,
};
