// `npm run bench -- import --rows 10000 [--runs 3]`: a file of N products imported through the full
// server (token, permission, multipart, parse, row checks, hooks, batched insert and audit in one
// transaction), CSV and XLSX, next to the same rows inserted straight through pg in one
// transaction (the floor). Rows pile up in one bench database (`bench_import`) from run to run.
import os from 'node:os';
import { sql } from 'kysely';
import { entities } from '../contract/entities';
import { IMPORT_PATHS } from '../contract/import';
import { columnName } from '../server/db/entity-sync';
import { openBenchDb, type BenchDb } from './bench-db';
import { spawnServer } from './spawn-server';

export interface ImportBenchOptions {
  rows: number;
  runs: number;
}

const { product } = entities;
const HEADER = ['Model', 'Name', 'Price', 'Status', 'Description (en)'];

/** The rows of the file, as cells; `tag` keeps each run's models apart. */
const fileRows = (n: number, tag: string): (string | number | boolean)[][] =>
  Array.from({ length: n }, (_, i) => [`${tag}-${i + 1}`, `Bench product ${tag} ${i + 1}`, Math.round((i % 997) * 1.37 * 100) / 100, i % 3 !== 0, `Description of product ${i + 1}, with a comma`]);

const quote = (c: string | number | boolean) => (typeof c === 'string' && /[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c));
const csvFile = (rows: (string | number | boolean)[][]) => Buffer.from([HEADER, ...rows].map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n');

async function xlsxFile(rows: (string | number | boolean)[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(HEADER);
  sheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One import through the server: milliseconds from the first byte sent to the answer. */
async function importOnce(url: string, token: string, name: string, data: Buffer, expected: number): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { imported?: number };
  const ms = performance.now() - started;
  if (res.status !== 200 || body.imported !== expected) throw new Error(`import of ${name} answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return ms;
}

/** The floor: the same rows straight through pg, in one transaction, 1000 rows per INSERT. */
async function floorOnce(bench: BenchDb, rows: (string | number | boolean)[][]): Promise<number> {
  const records = rows.map(([model, name, price, status, description]) => ({
    [columnName('model')]: model,
    [columnName('name')]: name,
    [columnName('price')]: price,
    [columnName('status')]: status,
    [columnName('descriptions')]: [{ languageId: 1, name, description }],
  }));
  const client = await bench.pool.connect();
  const started = performance.now();
  try {
    await client.query('BEGIN');
    for (let i = 0; i < records.length; i += 1000) {
      await client.query(
        `INSERT INTO ${product.table} (model, name, price, status, descriptions)
         SELECT model, name, price, status, descriptions FROM json_populate_recordset(NULL::${product.table}, $1::json)`,
        [JSON.stringify(records.slice(i, i + 1000))],
      );
    }
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  return performance.now() - started;
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function importBench(o: ImportBenchOptions): Promise<string> {
  const bench = await openBenchDb('bench_import');
  const server = await spawnServer('full', bench.url);
  try {
    const token = await bench.adminToken();
    const url = `${server.url}/${product.service}/${product.rest}/${IMPORT_PATHS.import}`;
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
    const times = { csv: [] as number[], xlsx: [] as number[], floor: [] as number[] };
    let sizes = { csv: 0, xlsx: 0 };
    for (let run = 0; run < o.runs; run++) {
      const tag = `b${Date.now().toString(36)}${run}`;
      const rows = fileRows(o.rows, tag);
      const csv = csvFile(rows);
      const xlsx = await xlsxFile(fileRows(o.rows, tag + 'x'));
      sizes = { csv: csv.length, xlsx: xlsx.length };
      times.csv.push(await importOnce(url, token, 'bench.csv', csv, o.rows));
      times.xlsx.push(await importOnce(url, token, 'bench.xlsx', xlsx, o.rows));
      times.floor.push(await floorOnce(bench, fileRows(o.rows, tag + 'f')));
      console.log(`run ${run + 1}: csv ${fmt(times.csv.at(-1)!)}, xlsx ${fmt(times.xlsx.at(-1)!)}, floor ${fmt(times.floor.at(-1)!)}`);
    }
    const total = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(product.table)}`.execute(bench.db)).rows[0].n;
    const line = (what: string, xs: number[]) => `| ${what} | ${fmt(p50(xs))} | ${fmt(Math.min(...xs))} | ${fmt(Math.max(...xs))} |`;
    return [
      `${o.rows.toLocaleString('en')} product rows per file (${HEADER.join(', ')}); ${o.runs} runs; ${os.cpus().length} cores, Node ${process.version}; load average when starting ${load} (1 / 5 / 15 min); ${total.toLocaleString('en')} products in the table at the end. CSV ${(sizes.csv / 1024).toFixed(0)} KB, XLSX ${(sizes.xlsx / 1024).toFixed(0)} KB.`,
      '',
      '| import of the whole file | p50 | min | max |',
      '| --- | --- | --- | --- |',
      line('CSV through the full server (upload, parse, checks, hooks, batched insert + audit, one transaction)', times.csv),
      line('XLSX through the full server (same)', times.xlsx),
      line('the same rows straight through pg, one transaction, 1000 rows per INSERT (the floor)', times.floor),
      '',
      `full server / floor at p50: CSV ${(p50(times.csv) / p50(times.floor)).toFixed(1)}x, XLSX ${(p50(times.xlsx) / p50(times.floor)).toFixed(1)}x; target: under 10 s.`,
    ].join('\n');
  } finally {
    await server.stop();
    await bench.close();
  }
}
