// Types of the Prism starter shared with `npm start` and the e2e suite (mocks/prism/prism.mjs).
declare module '~mocks/prism/prism.mjs' {
  import type { ChildProcess } from 'node:child_process';
  export const MOCK_DOCUMENT: string;
  export function startPrism(options?: {
    port?: number;
    upstream?: string;
    stdio?: 'pipe' | 'inherit' | 'ignore';
    log?: (chunk: string) => void;
  }): Promise<{ child: ChildProcess; url: string; stop: () => void }>;
}

// What `npm start` prints of Prism's log (mocks/prism/log-filter.mjs).
declare module '~mocks/prism/log-filter.mjs' {
  export function shownPrismLine(line: string): boolean;
}
