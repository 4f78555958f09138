// How SQLite's trigram index answers a new search term as the library grows (docs/performance.md, A million files): the
// term as one phrase (what the app asks: every trigram of the term, each next to the one before) against fewer
// posting lists read (the term's trigrams side by side, not overlapping, with no positions checked), which then needs
// an exact test of the few rows it names. An FTS5 table alone, in memory, with names as the library bench seeds them
// (IMG_000000.jpg and on), merged into one segment as the server's upkeep leaves it.
//   node bench/search-trigrams.mjs [files, default 1000000] [terms, default 2000]
// BENCH_DB=<vaultbox.db> reads the index of a database bench/million.mjs kept (BENCH_KEEP=1) instead, in the range of
// its largest library's owner, as the server asks it: the statement prepared for each term.
import Database from 'better-sqlite3';

const kept = process.env.BENCH_DB;
const count = Number(process.argv[3] ?? 2000);
const { files, search } = kept ? keptIndex(kept) : newIndex(Number(process.argv[2] ?? 1_000_000));

function newIndex(files) {
  const db = new Database(':memory:');
  db.exec(`create virtual table s using fts5(title, original_name, description, tags, tokenize='trigram')`);
  const insert = db.prepare('insert into s (rowid, title, original_name, description, tags) values (?, ?, ?, ?, ?)');
  const started = Date.now();
  db.transaction(() => {
    for (let i = 0; i < files; i++) {
      const name = `IMG_${String(i).padStart(6, '0')}`;
      insert.run(i + 1, name, `${name}.jpg`, '', '[]');
    }
  })();
  db.exec(`insert into s (s) values ('optimize')`);
  console.log(`${files} files indexed in ${Date.now() - started} ms`);
  const statement = db.prepare(`select rowid from s where s match ? and rowid between 1 and ${files}`);
  return { files, search: (query) => statement.all(query) };
}

function keptIndex(path) {
  const db = new Database(path, { readonly: true });
  const { slot, files } = db
    .prepare(
      'select search_slot as slot, count(*) as files from media_files join users on users.id = user_id group by user_id order by files desc limit 1',
    )
    .get();
  const first = slot * 2 ** 32;
  const sql = `select rowid from media_search where media_search match ? and rowid between ${first} and ${first + 2 ** 32 - 1} limit 5001`;
  console.log(`${path}: the index of ${files} files`);
  return { files, search: (query) => db.prepare(sql).all(query) };
}

// Terms spread over the whole library, one new name each (as "search, a new term each time" asks).
const terms = Array.from({ length: count }, (_, i) => `img_${String((i * 7919) % files).padStart(6, '0')}`);
const quoted = (text) => `"${text.replaceAll('"', '""')}"`;
/** The term's trigrams from its start, three characters apart, and the last three: every character in one of them. */
const cover = (term) => {
  const grams = [];
  for (let at = 0; at + 3 <= term.length; at += 3) grams.push(term.slice(at, at + 3));
  if (term.length % 3) grams.push(term.slice(-3));
  return grams.map(quoted).join(' AND ');
};
const ways = { 'the term as a phrase': terms.map(quoted), 'its trigrams side by side': terms.map(cover) };

console.log('\n| query | µs a term | rows a term |');
console.log('|---|---|---|');
for (let round = 0; round < 2; round++)
  for (const [name, queries] of Object.entries(ways)) {
    let rows = 0;
    const start = process.hrtime.bigint();
    for (const query of queries) rows += search(query).length;
    const us = Number(process.hrtime.bigint() - start) / 1e3 / queries.length;
    console.log(`| ${name} (round ${round + 1}) | ${us.toFixed(0)} | ${(rows / queries.length).toFixed(1)} |`);
  }
