import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Rows keyed by their column names as stored (`nivel_urgencia`, `created_at`), as a user's data export
 * shows them, rather than by the TypeScript property names Drizzle selects them under.
 */
export function storedRows<T extends Table>(table: T, rows: readonly Partial<T['$inferSelect']>[]): Record<string, unknown>[] {
  const columnNames = new Map(Object.entries(getTableColumns(table)).map(([property, column]) => [property, column.name]));
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([property, value]) => [columnNames.get(property) ?? property, value])),
  );
}
