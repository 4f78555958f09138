import { useState } from 'react';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { cn } from '../../../lib/cn.ts';
import { displayNameOf } from '../../../lib/session.ts';

/** The user's picture, or the first letter of their name when there is none (or it fails to load). */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const name = displayNameOf(user);
  const src = user.avatar && failed !== user.avatar ? user.avatar : null;
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-500/15 font-semibold text-indigo-600 dark:text-indigo-300',
        className ?? 'size-16 text-2xl',
      )}
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
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
      )}
    </div>
  );
}
