// A table whose first column heads each row, and which stacks on narrow
// screens: each row becomes a card, each cell showing its column header as a
// visible label. The explicit ARIA roles keep it a table for screen readers
// whatever its CSS display (some browsers drop the semantics of table
// elements restyled as blocks).
import type { ReactNode } from "react";
import { ScrollTable } from "./ScrollTable";

interface Props {
  label: string;
  headers: string[];
  /** Gives the column headers ids `${idPrefix}-h${index}`, for aria-labelledby. */
  idPrefix?: string;
  /** Each row's cells, the first one its header; `id` is the row header's id. */
  rows: { key: string; id?: string; cells: ReactNode[] }[];
}

export function StackedTable({ label, headers, idPrefix, rows }: Props) {
  return (
    <ScrollTable label={label}>
      <table className="ngn-table ngn-stack" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {headers.map((h, j) => (
              <th key={j} id={idPrefix && `${idPrefix}-h${j}`} scope="col" role="columnheader">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r) => (
            <tr key={r.key} role="row">
              {r.cells.map((cell, j) =>
                j === 0 ? (
                  <th key={j} id={r.id} scope="row" role="rowheader">
                    {cell}
                  </th>
                ) : (
                  <td key={j} role="cell">
                    <span className="ngn-cell-label" aria-hidden="true">
                      {headers[j]}
                    </span>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
