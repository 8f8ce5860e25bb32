/** The response header by which the MSW replay handler names the example that answered. */
export const REPLAY_HEADER = 'x-portal-replay';
