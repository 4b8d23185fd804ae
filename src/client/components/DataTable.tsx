import type { ReactNode } from 'react';
import { TableHead, type TableColumn } from './TableHead';

/**
 * A data table that scrolls sideways on a narrow screen; `className` adds to `data-table` and
 * `frameClassName` to the scrolling frame. `regionLabel` makes the frame a named region a
 * keyboard can focus and scroll (axe: scrollable-region-focusable).
 */
export function DataTable({
  className,
  frameClassName,
  regionLabel,
  columns,
  children,
}: {
  className?: string;
  frameClassName?: string;
  regionLabel?: string;
  columns: readonly TableColumn[];
  /** The body's rows. */
  children: ReactNode;
}) {
  const region = regionLabel
    ? { tabIndex: 0, role: 'region', 'aria-label': regionLabel }
    : undefined;
  return (
    <div className={frameClassName ? `table-scroll ${frameClassName}` : 'table-scroll'} {...region}>
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
