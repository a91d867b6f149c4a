// SQL fragments that let PostgreSQL (or PGlite) make the rows itself from generate_series, which
// is what makes a million listings load in minutes: nothing crosses the wire but the statement.
// Every "random" value is a hash of the row number and a salt, so a listing's id, business and
// sub-category can be computed again by any later statement (links, views, leads) without
// reading the table, and two runs fill the same catalogue.

/** A number in [0, 1) from row number `g` (an SQL expression) and a salt. */
export const rnd = (g: string, salt: number) =>
  `((hashint8((${g})::bigint * 64 + ${salt})::float8 + 2147483648) / 4294967296)`;

/** An integer in [0, n) from row number `g`; `power` > 1 skews it towards 0 (a few popular). */
export const below = (g: string, salt: number, n: number | string, power = 1) =>
  `floor(${power === 1 ? rnd(g, salt) : `power(${rnd(g, salt)}, ${power})`} * (${n}))::bigint`;

/** Spreads a skewed index over 0…n-1 so the popular ones are not all neighbours. */
export const spread = (index: string, n: number) => `((${index}) * 1000003 % ${n})`;

/** A quoted SQL string literal (the values are the generator's own words and catalogue). */
export const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export const textArray = (values: readonly string[]) =>
  `array[${values.map(literal).join(', ')}]::text[]`;

/** One element of a constant word list, picked by row number. */
export const pick = (values: readonly string[], g: string, salt: number) =>
  `(${textArray(values)})[1 + ${below(g, salt, values.length)}]`;

/** A stable uuid (version 4 shaped, so the API's uuid validation takes it) for row `index` of a kind. */
export const hashedId = (kind: string, index: string) => {
  const hash = `md5('bench-${kind}-' || (${index}))`;
  return `(substr(${hash}, 1, 12) || '4' || substr(${hash}, 14, 3) || '8' || substr(${hash}, 18, 15))::uuid`;
};

/**
 * A uuid v7-shaped id whose leading 48 bits are `created` in milliseconds, as the app's uuidv7()
 * ids are: listings then sort and cluster by id the way production's do.
 */
export const timeOrderedId = (kind: string, g: string, created: string) => {
  const hash = `md5('bench-${kind}-' || (${g}))`;
  return `(lpad(to_hex((extract(epoch from ${created}) * 1000)::bigint), 12, '0') || '7' || substr(${hash}, 1, 3) || '8' || substr(${hash}, 4, 15))::uuid`;
};
