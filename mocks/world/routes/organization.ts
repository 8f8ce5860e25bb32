import type { Routes } from './call';

export const organizationRoutes: Routes = {};
