// Seeds many images and videos into one user's Photos timeline, beside a running server (SQLite in WAL mode): for the
// timeline's end-to-end spec and by hand.
//   node scripts/seed-timeline.mjs --data-dir <dir> --email <user's e-mail> --count 100000 [--seed 1] [--no-blobs]
// The rows get real thumbnails in <dir>/blobs (hard links to a few dozen pictures); --no-blobs leaves them without.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    email: { type: 'string' },
    count: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    'no-blobs': { type: 'boolean', default: false },
  },
});
const dataDir = values['data-dir'];
const count = Number(values.count);
if (!dataDir || !values.email || !Number.isSafeInteger(count) || count < 0) {
  console.error('Usage: node scripts/seed-timeline.mjs --data-dir <dir> --email <e-mail> --count <n> [--seed n]');
  process.exit(2);
}

register();
const { createDatabase } = await import('../server/src/db/database.ts');
const { findUserByEmail } = await import('../server/src/repos/user.repo.ts');
const { seedTimelineFiles } = await import('../server/test/helpers/timeline-seed.ts');

const { sql } = await import('kysely');
const db = createDatabase({ dialect: 'sqlite', file: join(dataDir, 'vaultbox.db') });
try {
  // 256 MiB of page cache instead of SQLite's 2 MiB: the inserts land all over a dozen indexes.
  await sql`pragma cache_size = -262144`.execute(db);
  const user = await findUserByEmail(db, values.email);
  if (!user) {
    console.error(`No user with the e-mail ${values.email} in ${dataDir}`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const result = await seedTimelineFiles(db, user.id, count, {
      seed: Number(values.seed),
      blobsRoot: values['no-blobs'] ? undefined : join(dataDir, 'blobs'),
    });
    console.log(JSON.stringify({ ...result, userId: user.id, ms: Date.now() - started }));
  }
} finally {
  await db.destroy();
}
