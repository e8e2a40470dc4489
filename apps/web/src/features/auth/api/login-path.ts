// Apart from login.ts so that the API auth hooks, installed on every page, can name the login
// call without loading the login's schemas (and zod) on the first visit.
export const loginPath = '/api/v1/auth/login';
