// Who was in a table, and when: the list a breach notice is sent from (docs/security.md, "A
// breach"). Read only; run by `npm run privacy:affected` against a database or a restored backup.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { iso, rows } from '../../db/query.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { indiaDayStart } from '../../lib/india-time.ts';
import {
  PERSONAL_TABLES,
  PERSONAL_TABLE_NAMES,
  type PersonalTable,
  type PersonalTableName,
} from './personal-tables.ts';

export type AffectedQuery = {
  /** A table of PERSONAL_TABLES, or 'all'. */
  table: string;
  /** India's calendar days, both included ('YYYY-MM-DD'). */
  from: string;
  to: string;
};

export type AffectedPerson = {
  /** Null only for someone known by e-mail alone (a Contact Us message without a phone). */
  phoneNo: string | null;
  email: string | null;
  /** The account's name, else the latest name the rows give; null when none does. */
  name: string | null;
  /** A seller or administrator has an account with this phone; a buyer is a phone only. */
  kind: 'seller' | 'admin' | 'buyer';
  userId: string | null;
  /** Rows in the period, per table. */
  tables: Partial<Record<PersonalTableName, number>>;
  rows: number;
  /** The latest time of theirs in the period (ISO). */
  lastAt: string;
};

export type AffectedReport = {
  from: string;
  to: string;
  tables: PersonalTableName[];
  people: AffectedPerson[];
  /** Rows in the period that name nobody (visitor hashes, an alert's name without a phone). */
  unidentifiedRows: Partial<Record<PersonalTableName, number>>;
};

/** A query the command cannot run: its message says what to give instead. */
export class AffectedQueryError extends Error {}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: 2026-02-30 is refused rather than read as 2 March. */
function checkDay(what: string, day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  if (!DAY.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw new AffectedQueryError(`--${what} must be a day written YYYY-MM-DD, not '${day}'`);
}

export function affectedTables(table: string): PersonalTableName[] {
  if (table === 'all') return PERSONAL_TABLE_NAMES;
  if ((PERSONAL_TABLE_NAMES as string[]).includes(table)) return [table as PersonalTableName];
  throw new AffectedQueryError(
    `--table must be 'all' or one of: ${PERSONAL_TABLE_NAMES.join(', ')}; not '${table}'`,
  );
}

/** The tables and the instants [start, end) a query means; throws AffectedQueryError. */
export function checkAffectedQuery(query: AffectedQuery) {
  checkDay('from', query.from);
  checkDay('to', query.to);
  if (query.from > query.to) throw new AffectedQueryError('--from must not be after --to');
  return {
    tables: affectedTables(query.table),
    start: indiaDayStart(query.from),
    end: indiaDayStart(query.to, 1),
  };
}

const raw = (expression: string | undefined) => (expression ? sql.raw(expression) : sql`null`);

/**
 * One select per person a table's rows name: its own phone (with the row's name and e-mail), and
 * each owner (read from users). A row in the period is any of its times in [start, end).
 */
function hitsOf(name: PersonalTableName, start: Date, end: Date): SQL[] {
  const entry: PersonalTable = PERSONAL_TABLES[name];
  const inPeriod = sql.join(
    entry.times.map(
      (column) =>
        sql`(${sql.raw(`r.${column}`)} >= ${start} and ${sql.raw(`r.${column}`)} < ${end})`,
    ),
    sql` or `,
  );
  // greatest() skips nulls: the row's latest time, to choose the newest name a phone was given.
  const at = sql.raw(`greatest(${entry.times.map((column) => `r.${column}`).join(', ')})`);
  const table = sql.raw(name);
  const selects: SQL[] = [];
  if (entry.phone || !entry.owner) {
    selects.push(sql`select ${name}::text as tbl, ${raw(entry.phone)}::text as phone,
        ${raw(entry.name)}::text as name, ${raw(entry.email)}::text as email, ${at} as at
      from ${table} r where ${inPeriod}`);
  }
  // A row with its own phone names its person already; an owner who is someone else (a seller
  // who posted a requirement with their own phone) is the same phone, so owners add nothing there.
  if (!entry.phone) {
    for (const owner of entry.owner ?? []) {
      selects.push(sql`select ${name}::text as tbl, o.phone_no as phone,
          o.first_name || ' ' || o.last_name as name, o.email as email, ${at} as at
        from ${table} r join users o on o.id = ${sql.raw(owner)} where ${inPeriod}`);
    }
  }
  return selects;
}

type Group = {
  key: string | null;
  tbl: PersonalTableName;
  n: number;
  phone: string | null;
  name: string | null;
  email: string | null;
  last_at: Date | string;
  user_id: string | null;
  role: 'user' | 'admin' | null;
  user_name: string | null;
  user_email: string | null;
};

/**
 * The people whose data was in the tables during the period: every row written or changed then,
 * grouped by phone (by e-mail for someone who gave none), with an account's name and kind.
 * Ordered by phone, so two runs compare line by line.
 */
export async function affectedPeople(db: Database, query: AffectedQuery): Promise<AffectedReport> {
  const { tables, start, end } = checkAffectedQuery(query);
  const hits = sql.join(
    tables.flatMap((name) => hitsOf(name, start, end)),
    sql` union all `,
  );
  const groups = await rows<Group>(
    db,
    sql`with hits as (${hits}),
      keyed as (
        select tbl, phone, nullif(name, '') as name, nullif(lower(email), '') as email, at,
               coalesce(phone, nullif(lower(email), '')) as key
        from hits
      ),
      per_table as (
        select key, tbl, count(*)::int as n,
               (array_agg(phone) filter (where phone is not null))[1] as phone,
               (array_agg(name order by at desc) filter (where name is not null))[1] as name,
               (array_agg(email order by at desc) filter (where email is not null))[1] as email,
               max(at) as last_at
        from keyed group by key, tbl
      )
      select p.*, u.id as user_id, u.role, u.first_name || ' ' || u.last_name as user_name,
             u.email as user_email
      from per_table p left join users u on u.phone_no = p.phone
      order by p.key, p.tbl`,
  );

  const people = new Map<string, AffectedPerson>();
  const unidentifiedRows: AffectedReport['unidentifiedRows'] = {};
  for (const group of groups) {
    if (group.key === null) {
      unidentifiedRows[group.tbl] = group.n;
      continue;
    }
    const lastAt = iso(group.last_at);
    let person = people.get(group.key);
    if (!person) {
      person = {
        phoneNo: group.phone,
        email: group.user_email ?? null,
        name: group.user_name,
        kind: group.role === 'admin' ? 'admin' : group.user_id ? 'seller' : 'buyer',
        userId: group.user_id,
        tables: {},
        rows: 0,
        lastAt,
      };
      people.set(group.key, person);
    }
    person.tables[group.tbl] = group.n;
    person.rows += group.n;
    // A buyer's name and e-mail are whatever they wrote last; an account's stay the account's.
    if (!person.userId && lastAt >= person.lastAt) {
      person.name = group.name ?? person.name;
      person.email = group.email ?? person.email;
    } else {
      person.name ??= group.name;
      person.email ??= group.email;
    }
    if (lastAt > person.lastAt) person.lastAt = lastAt;
  }
  return { from: query.from, to: query.to, tables, people: [...people.values()], unidentifiedRows };
}

/** The list as a spreadsheet: one line per person, the tables as `name:rows` pairs. */
export function affectedCsv(report: AffectedReport) {
  return spreadsheetCsv([
    ['phone', 'email', 'name', 'kind', 'rows', 'tables', 'last_at'],
    ...report.people.map((person) => [
      person.phoneNo ?? '',
      person.email ?? '',
      person.name ?? '',
      person.kind,
      String(person.rows),
      Object.entries(person.tables)
        .map(([table, n]) => `${table}:${n}`)
        .join(' '),
      person.lastAt,
    ]),
  ]);
}
