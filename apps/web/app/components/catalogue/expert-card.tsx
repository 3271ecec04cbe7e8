import { Link } from 'react-router';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import type { CourseExpert } from '@app/contracts/catalogue/course';

/** Photo of an expert; initials on a grey disc when there is none. The name is given next to it, so alt is empty. */
export function ExpertAvatar({ expert, size = 56 }: { expert: Pick<CourseExpert, 'name' | 'avatar'>; size?: number }) {
  if (expert.avatar) {
    return <img src={expert.avatar} alt="" width={size} height={size} loading="lazy" className="shrink-0 rounded-full bg-neutral-100 object-cover" style={{ width: size, height: size }} />;
  }
  const initials = expert.name
    .replace(/^(Dr|Pr)\.?\s+/i, '')
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  return (
    <span aria-hidden="true" className="flex shrink-0 items-center justify-center rounded-full bg-neutral-700 font-semibold text-white" style={{ width: size, height: size }}>
      {initials}
    </span>
  );
}

/** An expert with photo, name (link to the expert page) and title. */
export function ExpertLine({ expert, lang }: { expert: CourseExpert; lang: Lang }) {
  return (
    <div className="flex items-center gap-3">
      <ExpertAvatar expert={expert} />
      <div className="min-w-0">
        <Link to={buildPath('expert-detail', lang, { slug: expert.slug })} className="font-semibold text-neutral-900 underline-offset-2 hover:underline">
          {expert.name}
        </Link>
        {expert.title && <p className="text-sm text-neutral-700">{expert.title}</p>}
      </div>
    </div>
  );
}
