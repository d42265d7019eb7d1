import type { ReactNode } from 'react';

/** A column's header: its label, and the class that sets the column apart, if any (numbers end-aligned). */
export type TableColumn = readonly [label: ReactNode, className?: string];

/** A data table's head: one row of column headers. */
export function TableHead({ columns }: { columns: ReadonlyArray<TableColumn> }) {
  return (
    <thead>
      <tr>
        {columns.map(([label, className], index) => (
          <th key={index} scope="col" className={className}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
