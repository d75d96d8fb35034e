import { useNavigate } from 'react-router';
import { messages } from '@studyhall/shared';
import { signOut, type SessionUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { t } from '@/lib/i18n';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

interface UserMenuProps {
  user: SessionUser;
  /**
   * In the navbar the menu sits in the right half of the screen: the name opens leftwards from
   * the avatar's right edge, at most half the screen wide, so a long name stays on screen.
   */
  tooltipAtEnd?: boolean;
}

/** The signed-in corner: avatar with the display name on hover or focus, and Log Out. */
export function UserMenu({ user, tooltipAtEnd = false }: UserMenuProps) {
  const navigate = useNavigate();

  async function logOut() {
    try {
      await signOut();
      toast.success(messages.auth.logoutSuccess);
      void navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : messages.generic.internal);
    }
  }

  return (
    <div className="flex items-center gap-3">
      <div
        className={`tooltip tooltip-bottom ${tooltipAtEnd ? 'tooltip-end before:max-w-[min(20rem,50vw)]' : ''}`}
        data-tip={user.name}
      >
        <div className="avatar" tabIndex={0}>
          <div className="w-10 rounded-full ring-2 ring-primary ring-offset-2 ring-offset-base-100">
            <img
              src={user.image || DEFAULT_AVATAR}
              alt={user.name}
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
              onError={(event) => {
                event.currentTarget.src = DEFAULT_AVATAR;
              }}
            />
          </div>
        </div>
      </div>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => void logOut()}>
        {t('shell.logOut')}
      </button>
    </div>
  );
}
