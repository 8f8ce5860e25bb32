import type { Routes } from './resolver';
import { catalogueRoutes } from './catalogue';
import { organizationRoutes } from './organization';
import { individualRoutes } from './individual';
import { insightRoutes } from './insight';
import { documentRoutes } from './documents';
import { documentAiRoutes } from './document-ai';
import { authRoutes } from './auth';
import { surveyRoutes } from './surveys';
import { feedbackRoutes } from './feedback';
import { consumerRoutes } from './consumers';
import { dashboardRoutes } from './dashboards';
import { importRoutes } from './imports';
import { linkRoutes } from './links';
import { billingRoutes } from './billing';
import { registrationRoutes } from './registration';
import { videoUploadOperationOf, videoUploadRoutes, type HostRoutes } from './video-upload';

export type { Call, Resolver, Routes } from './resolver';
export type { HostCall, HostRoute, HostRoutes } from './video-upload';

/** Every operation the world answers, by operation id; the others answer their contract example. */
export const routes: Routes = {
  ...catalogueRoutes,
  ...organizationRoutes,
  ...individualRoutes,
  ...insightRoutes,
  ...documentRoutes,
  ...documentAiRoutes,
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

/**
 * The third-party hosts the world plays, by operation id (`video-upload_…`): each is given the request whole (its
 * headers, its bytes) and answers with its own headers (a tus upload's `Location`, `Upload-Offset`).
 */
export const hostRoutes: HostRoutes = { ...videoUploadRoutes };
/** A host's operation that the generated operation index leaves out (tus's HEAD). */
export const hostOperationOf = videoUploadOperationOf;
