import { authApi } from '../../../shared/contracts/auth';
import { Hono, type MiddlewareHandler } from 'hono';
import {
  zChangePassword,
  zLogin,
  zLogoutRequest,
  zRefreshRequest,
  zRegister,
} from '../../../shared/schemas/auth';
import type { AuthService } from '../../services/auth.service';
import { clientIp } from '../client-ip';
import { reply } from '../envelope';
import type { AppEnv, OptionalSessionEnv } from '../middleware/session';
import { validate } from '../validate';

export function authRoutes(deps: {
  auth: AuthService;
  /** Sets the session a valid access token opens, and lets a request without one through. */
  optionalSession: MiddlewareHandler<OptionalSessionEnv>;
  /** Also open to a user who must still replace a temporary password. */
  requireSignedIn: MiddlewareHandler<AppEnv>;
  trustProxy: boolean;
}) {
  const { auth, requireSignedIn, optionalSession, trustProxy } = deps;
  return (
    new Hono<AppEnv>()
      .post('/register', validate('json', zRegister), async (c) =>
        reply(
          authApi.register,
          await auth.register(c.req.valid('json'), clientIp(c, trustProxy)),
          201,
        ),
      )
      .post('/login', validate('json', zLogin), async (c) =>
        reply(authApi.login, await auth.login(c.req.valid('json'), clientIp(c, trustProxy))),
      )
      .post('/refresh', validate('json', zRefreshRequest), async (c) =>
        reply(authApi.refresh, await auth.refresh(c.req.valid('json').refreshToken)),
      )
      // Works with an expired access token too: the refresh token then names the session.
      .post('/logout', validate('json', zLogoutRequest), optionalSession, (c) => {
        auth.logout({
          fromAccessToken: c.get('session')?.sessionId,
          refreshToken: c.req.valid('json').refreshToken,
        });
        return reply(authApi.logout, null);
      })
      .post('/logout-all', requireSignedIn, (c) => {
        auth.logoutEverywhere(c.get('user').id);
        return reply(authApi.logoutEverywhere, null);
      })
      .post('/change-password', requireSignedIn, validate('json', zChangePassword), async (c) =>
        reply(
          authApi.changePassword,
          await auth.changePassword(c.get('user').id, c.req.valid('json')),
        ),
      )
      .get('/me', requireSignedIn, (c) => reply(authApi.me, c.get('userView')()))
  );
}
