import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { StatCard } from './stat-card.tsx';

export interface Stat {
  icon: LucideIcon;
  label: string;
  value: string;
  detail?: ReactNode;
  testId?: string;
  /** Where the card sits in the grid (a span), if not in the next cell. */
  className?: string;
}

/** A row of figures as stat cards; `className` gives the grid its columns. */
export function StatGrid({
  stats,
  className,
  label,
  testId,
}: {
  stats: Stat[];
  className: string;
  label?: string;
  testId?: string;
}) {
  return (
    <section aria-label={label} className={cn('grid', className)} data-testid={testId}>
      {stats.map(({ icon: Icon, ...stat }) => (
        <StatCard key={stat.label} icon={<Icon className="size-5" />} {...stat} />
      ))}
    </section>
  );
}
