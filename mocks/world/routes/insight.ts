import type { Routes } from './call';

export const insightRoutes: Routes = {};
