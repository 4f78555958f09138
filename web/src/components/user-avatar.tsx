import { useState } from 'react';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { cn } from '../lib/cn.ts';
import { displayNameOf } from '../lib/session.ts';

/**
 * A person's picture (uploaded, or the address they linked), or the first letter of their name when there is none or
 * it fails to load: Settings, the sidebar and Manage Users. Decorative: the name is always written beside it.
 */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<User, 'avatar' | 'displayName' | 'username'>;
  /** Size and text size; a 64 px circle when not given. */
  className?: string;
}) {
  // The address that failed, so a new picture (a new address) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const src = user.avatar && failed !== user.avatar ? user.avatar : null;
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-500/15 font-semibold text-indigo-600 dark:text-indigo-300',
        className ?? 'size-16 text-2xl',
      )}
      aria-hidden="true"
    >
      {src ? (
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          onError={() => setFailed(src)}
          data-testid="avatar-image"
        />
      ) : (
        <span data-testid="avatar-initial">{displayNameOf(user).slice(0, 1).toUpperCase()}</span>
      )}
    </span>
  );
}
