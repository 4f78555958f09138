import type { ReactNode } from 'react';

const TONES = {
  success: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400',
  error: 'bg-red-500/10 text-red-600 dark:text-red-400',
  info: 'bg-indigo-500/10 text-indigo-600 dark:text-indigo-400',
};

/** The round icon above the heading of a one-message page (done, failed, asking). */
export function StatusIcon({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <div className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full ${TONES[tone]}`}>
      {children}
    </div>
  );
}

/** A one-message page's outcome: the round icon, the heading, and what follows it. */
export function StatusOutcome({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <StatusIcon tone={tone}>{icon}</StatusIcon>
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </>
  );
}
