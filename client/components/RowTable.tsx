import type { ReactNode } from 'react';

/** One row a fact: its label as the row's header, its value beside it (the repay result, a loan, a receipt). */
export function RowTable({
  rows,
  className,
  caption,
}: {
  rows: ReadonlyArray<readonly [string, ReactNode]>;
  className: string;
  caption?: ReactNode;
}) {
  return (
    <table className={className}>
      {caption !== undefined && <caption>{caption}</caption>}
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
