// The public share page's outer layout and its preview's box, as Tailwind classes. The web's components draw them,
// and the server draws the same boxes into the page's HTML before the page's script has run (server:
// share-page-frame.ts), so nothing moves when the script takes over. web/src/index.css reads this file for classes.

export const SHARE_PAGE_LOOK = {
  page: 'flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950',
  bar: 'border-b border-slate-200 bg-white/70 backdrop-blur dark:border-slate-800 dark:bg-slate-900/60',
  barInner: 'mx-auto flex h-16 max-w-4xl items-center px-4 lg:px-0 justify-between gap-3',
  /** The content, centred on the page; a file's card stands at the top (`mainTop`), where the server draws it. */
  main: 'mx-auto flex w-full max-w-5xl flex-1 flex-col items-center justify-center px-4 py-8 sm:px-6',
  mainTop: 'mx-auto flex w-full max-w-5xl flex-1 flex-col items-center px-4 py-8 sm:px-6',
  card: 'w-full max-w-4xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60',
  well: 'bg-slate-100 p-3 sm:p-4 dark:bg-slate-950/60',
  previewFrame: 'flex items-center justify-center overflow-hidden bg-slate-900 rounded-xl',
  picture: 'object-contain max-h-[65vh] w-auto max-w-full',
  video: 'max-h-[65vh] w-full',
} as const;

/** The id of the page the server drew before the script (the script's page takes its place). */
export const SHARE_FRAME_ID = 'share-frame';
