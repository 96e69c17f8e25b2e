/** An export endpoint's answer: a CSV file of `rows` data rows. */
export const csvAnswer = (
  filename: string,
  rows: number,
  { message = 'Books ready', csv = 'date,client\n' }: { message?: string; csv?: string } = {},
) => ({ status: true, message, filename, csv, rows });
