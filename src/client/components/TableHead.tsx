/**
 * A column of a data table: a bare string is a plain text header. `num` right-aligns figures,
 * `narrow` hides the column on small screens, `actions` marks the button column, and
 * `hiddenLabel` keeps the name for screen readers only (icon or checkbox columns).
 */
export type TableColumn =
  | string
  | { label: string; num?: boolean; narrow?: boolean; actions?: boolean; hiddenLabel?: boolean };

export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, num, narrow, actions, hiddenLabel } =
            typeof column === 'string' ? { label: column } : column;
          const className =
            [num && 'num', actions && 'actions', narrow && 'hide-narrow']
              .filter(Boolean)
              .join(' ') || undefined;
          return (
            <th key={label} scope="col" className={className}>
              {hiddenLabel ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
