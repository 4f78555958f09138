/** A screen's own title and what it is for, above its content (where the header's title is not enough). */
export function ScreenHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <h2 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-1 text-slate-500 dark:text-slate-400">{subtitle}</p>
    </div>
  );
}
