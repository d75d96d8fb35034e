import { Link } from 'react-router';
import { paths } from '@/lib/paths';

interface LogoProps {
  className?: string;
  /** The colour of "Hall"; the dark footer needs a lighter one to stay readable. */
  accentClass?: string;
}

export function Logo({ className = '', accentClass = 'text-primary' }: LogoProps) {
  return (
    <Link
      to={paths.home.getHref()}
      className={`flex items-center gap-2 text-xl font-bold ${className}`}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} loading="lazy" decoding="async" />
      <span>
        Study<span className={accentClass}>Hall</span>
      </span>
    </Link>
  );
}
