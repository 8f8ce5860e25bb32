import type { Routes } from './call';

export const catalogueRoutes: Routes = {};
