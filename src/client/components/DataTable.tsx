import type { ReactNode } from 'react';
import { TableHead, type TableColumn } from './TableHead';

/** A data table that scrolls sideways on a narrow screen; `className` adds to `data-table`. */
export function DataTable({
  className,
  columns,
  children,
}: {
  className?: string;
  columns: readonly TableColumn[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A figure's cell: right-aligned, labelled for the stacked phone layout (`data-label`), and
 * hidden on a narrow screen with `narrow` like its column.
 */
export function NumCell({
  label,
  narrow = false,
  children,
}: {
  label: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <td className={narrow ? 'num hide-narrow' : 'num'} data-label={label}>
      {children}
    </td>
  );
}
