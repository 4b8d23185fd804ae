// The auth contract and its form schemas are built with zod, which /login's first script leaves
// out (README: Loading, tests/e2e/loading.spec.ts). They download with the first check of a
// public form or the first request that needs them; every page after sign-in needs zod anyway.

export const loadAuthApi = () =>
  import('../../shared/contracts/auth').then((module) => module.authApi);

export const loadAuthSchemas = () => import('../../shared/schemas/auth');
