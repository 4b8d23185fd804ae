import { authApi } from '../../../shared/contracts/auth';
import type { MiddlewareHandler } from 'hono';
import type { AuthService } from '../../services/auth.service';
import { clientIp } from '../client-ip';
import { ContractRouter } from '../contract-router';
import type { AppEnv, OptionalSessionEnv } from '../middleware/session';

export function authRoutes(deps: {
  auth: AuthService;
  /** Sets the session a valid access token opens, and lets a request without one through. */
  optionalSession: MiddlewareHandler<OptionalSessionEnv>;
  /** Also open to a user who must still replace a temporary password. */
  requireSignedIn: MiddlewareHandler<AppEnv>;
  trustProxy: boolean;
}) {
  const { auth, requireSignedIn, optionalSession, trustProxy } = deps;
  const signedIn = { guards: [requireSignedIn] };
  return (
    new ContractRouter('/auth')
      .serve(authApi.register, { status: 201 }, (c, { body }) =>
        auth.register(body, clientIp(c, trustProxy)),
      )
      .serve(authApi.login, (c, { body }) => auth.login(body, clientIp(c, trustProxy)))
      .serve(authApi.refresh, (c, { body }) => auth.refresh(body.refreshToken))
      // Works with an expired access token too: the refresh token then names the session.
      .serve(authApi.logout, { guards: [optionalSession] }, (c, { body }) => {
        auth.logout({
          fromAccessToken: c.get('session')?.sessionId,
          refreshToken: body.refreshToken,
        });
        return null;
      })
      .serve(authApi.logoutEverywhere, signedIn, (c) => {
        auth.logoutEverywhere(c.get('user').id);
        return null;
      })
      .serve(authApi.changePassword, signedIn, (c, { body }) =>
        auth.changePassword(c.get('user').id, body),
      )
      .serve(authApi.me, signedIn, (c) => c.get('userView')())
  );
}
