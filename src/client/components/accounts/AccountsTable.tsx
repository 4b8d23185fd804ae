import type { ReactNode } from 'react';
import { TableHead, type TableColumn } from '../TableHead';

/** A table of accounts in its scrolling frame; `stack` lays each row out as a card on a phone. */
export function AccountsTable({
  columns,
  stack = false,
  children,
}: {
  columns: readonly TableColumn[];
  stack?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className={stack ? 'data-table stack-table' : 'data-table'}>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
