/**
 * Options for vi.waitFor, as patient as Testing Library's waits (setup.ts): its default second
 * was too short on a busy machine (route-guards.test.tsx failed on it at a load average of 15
 * on two cores). A wait still ends as soon as its condition holds.
 */
export const patience = { timeout: 30_000 };
