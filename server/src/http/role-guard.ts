import type { Role } from '@vaultbox/common/constants.ts';
import { AppError } from '../errors.ts';
import { currentAuth } from './authenticate.ts';
import type { Guard } from './signed-in-routes.ts';

/**
 * A guard for a signed-in route group whose routes need one of `roles` (docs/product.md, Roles): others get 403. Add it
 * inside the group, after the session guard has named the user.
 */
export function requireRole(...roles: Role[]): Guard {
  return async (request) => {
    if (!(roles as string[]).includes(currentAuth(request).user.role)) throw new AppError('FORBIDDEN');
  };
}
