// Types of with-env.mjs.
export function withEnv<T>(vars: Readonly<Record<string, string | undefined>>, run: () => Promise<T>): Promise<T>;
