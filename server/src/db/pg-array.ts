/** A PostgreSQL array literal of texts (quoted), sent as one parameter and cast in SQL. */
export function pgArray(values: readonly (string | number)[]): string {
  const quote = (v: string | number) =>
    `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `{${values.map(quote).join(',')}}`;
}
