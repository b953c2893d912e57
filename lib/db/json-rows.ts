// Many rows in one statement through the database driver: the rows travel as one JSON parameter
// and json_to_recordset() turns them back into typed rows. The driver would escape each element of
// an array parameter in JavaScript, and Prisma's query compiler each character of any parameter;
// JSON.stringify is native. Timestamps travel as ISO strings (timestamptz) and are selected as the
// UTC wall time Prisma keeps in its timestamp(3) columns, whatever the session's time zone.

/** A column of a bulk insert: its name, its PostgreSQL type, and its value in a row. */
export type JsonRowColumn<Row> = [column: string, type: string, value: (row: Row) => unknown];

/** An INSERT of `table`'s columns from the rows of parameter $1, with createdAt and updatedAt now;
 * `tail` follows it (ON CONFLICT, RETURNING). In the JSON each column is keyed by a short alias
 * (c0, c1...): PostgreSQL parses every byte of the parameter, and the columns' own names were a
 * fifth of a tracking batch's (its json_to_recordset took 35-48 ms against 28-34 ms for 4,000 rows). */
export function jsonRowsInsert<Row>(table: string, columns: JsonRowColumn<Row>[], tail = "") {
  const aliases = columns.map((_, index) => `c${index}`);
  const select = columns
    .map(([, type], index) => (type === "timestamptz" ? `${aliases[index]} AT TIME ZONE 'UTC'` : aliases[index]))
    .join(", ");
  const sql = `INSERT INTO "${table}" (${columns.map(([column]) => `"${column}"`).join(", ")}, "createdAt", "updatedAt")
  SELECT ${select}, clock_timestamp() AT TIME ZONE 'UTC', clock_timestamp() AT TIME ZONE 'UTC'
  FROM json_to_recordset($1::text::json) AS v(${columns.map(([, type], index) => `${aliases[index]} ${type}`).join(", ")})
  ${tail}`;
  /** The statement's one parameter for these rows. */
  const parameter = (rows: Row[]) =>
    JSON.stringify(
      rows.map((row) => {
        const values: Record<string, unknown> = {};
        for (let index = 0; index < columns.length; index += 1) values[aliases[index]] = columns[index][2](row);
        return values;
      }),
    );
  return { sql, parameter };
}
