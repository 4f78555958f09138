import type { TimelinePage } from '../api/timeline-api.ts';
import type { JustifiedLayout } from '../justified-layout.ts';
import type { SelectedFiles } from '../timeline-selection.ts';
import { MONTH_HEADER_HEIGHT, pageKey, type GridMetrics, type MonthBlock } from '../timeline-geometry.ts';
import { MonthHeader } from './month-header.tsx';
import { PhotoTile, type TileHandlers } from './photo-tile.tsx';

export interface MonthSectionProps {
  block: MonthBlock;
  /** The section's top in the timeline. */
  top: number;
  label: string;
  /** The band of the timeline to draw: the view and a margin around it. */
  from: number;
  to: number;
  metrics: GridMetrics;
  pages: ReadonlyMap<string, TimelinePage>;
  layoutOf: (page: TimelinePage, fillLastRow: boolean) => JustifiedLayout;
  selection: SelectedFiles;
  selectedCount: number;
  monthBusy: boolean;
  onToggleMonth: (month: string) => void;
  handlers: TileHandlers;
}

/** A month: its sticky title, then its pages, of which only the rows inside the band are in the DOM. */
export function MonthSection(props: MonthSectionProps) {
  const { block, top, from, to, metrics, pages, layoutOf, selection, handlers } = props;
  const selecting = selection.size > 0;
  const lastPage = block.pages.length - 1;
  return (
    <section
      data-testid="month-section"
      data-month={block.month}
      aria-label={props.label}
      className="absolute inset-x-0"
      style={{ top, height: block.height }}
    >
      <MonthHeader
        month={block.month}
        label={props.label}
        count={block.count}
        selectedCount={props.selectedCount}
        busy={props.monthBusy}
        onToggle={props.onToggleMonth}
      />
      {block.pages.map((page) => {
        const pageTop = top + MONTH_HEADER_HEIGHT + page.top;
        if (pageTop > to || pageTop + page.height < from) return null;
        const data = pages.get(pageKey(block.month, page.page));
        const y = MONTH_HEADER_HEIGHT + page.top;
        if (!data) {
          return (
            <div
              key={page.page}
              data-testid="page-placeholder"
              aria-hidden="true"
              className="absolute inset-x-0 text-slate-200 dark:text-slate-800/70"
              style={{
                top: y,
                height: page.height,
                backgroundImage: `repeating-linear-gradient(to bottom, currentColor 0 ${metrics.targetRowHeight}px, transparent ${metrics.targetRowHeight}px ${metrics.targetRowHeight + metrics.gap}px)`,
              }}
            />
          );
        }
        const layout = layoutOf(data, page.page < lastPage);
        return layout.rows.map((row, r) => {
          const rowTop = pageTop + row.top;
          if (rowTop > to || rowTop + row.height < from) return null;
          return (
            <div
              key={`${page.page}-${r}`}
              className="absolute inset-x-0"
              style={{ top: y + row.top, height: row.height }}
            >
              {row.boxes.map((box) => {
                const item = data.files[box.index];
                return (
                  <PhotoTile
                    key={item.id}
                    item={item}
                    month={block.month}
                    left={box.left}
                    width={box.width}
                    height={row.height}
                    selected={selection.has(item.id)}
                    selecting={selecting}
                    handlers={handlers}
                  />
                );
              })}
            </div>
          );
        });
      })}
    </section>
  );
}
