import type { TutorCardDto } from '@studyhall/shared';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

export function TutorCard({ tutor }: { tutor: TutorCardDto }) {
  return (
    <article className="card h-full border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body items-center text-center">
        <img
          src={tutor.photo || DEFAULT_AVATAR}
          alt={tutor.name}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-24 w-24 rounded-full object-cover ring ring-primary/30 ring-offset-2"
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) {
              event.currentTarget.src = DEFAULT_AVATAR;
            }
          }}
        />
        <h2 className="card-title mt-2">{tutor.name}</h2>
        <p className="text-sm text-base-content/70">Tutor</p>
      </div>
    </article>
  );
}
