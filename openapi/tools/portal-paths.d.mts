export function derivedPathsSection(dir?: string): string;
export function portalPaths(dir?: string): { text: string; derived: string };
export function writePortalPaths(dir?: string): boolean;
