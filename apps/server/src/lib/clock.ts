/** Time as the services see it; tests move it forward to expire codes and sessions. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
