import { useId, useRef, useState, type MouseEvent } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import './click-summary-row.css';

interface Line {
  key: string;
  item: string;
  quantity: number;
  unitPrice: number;
}

const lines: Line[] = [
  { key: 'l-1', item: 'Standing desk, oak top', quantity: 2, unitPrice: 489 },
  { key: 'l-2', item: 'Monitor arm, dual', quantity: 2, unitPrice: 129 },
  { key: 'l-3', item: 'Desk lamp, dimmable', quantity: 3, unitPrice: 58.5 },
  { key: 'l-4', item: 'Cable tray', quantity: 4, unitPrice: 24 },
];

// One formatter for every cell: building one per call is slow.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usd = (value: number) => dollars.format(value);

const columns: ColumnsType<Line> = [
  { title: 'Item', dataIndex: 'item', key: 'item' },
  { title: 'Qty', dataIndex: 'quantity', key: 'quantity', width: 80, align: 'right' },
  { title: 'Unit price', dataIndex: 'unitPrice', key: 'unitPrice', width: 130, align: 'right', render: usd },
  {
    title: 'Amount',
    key: 'amount',
    width: 130,
    align: 'right',
    render: (_: unknown, line: Line) => usd(line.quantity * line.unitPrice),
  },
];

const TAX_RATE = 0.08;

export default function ClickSummaryRow() {
  const [log, setLog] = useState<{ id: number; text: string }[]>([]);
  const nextId = useRef(0);
  const logTitle = useId();

  // Summary.Row passes onClick to its <tr>. Summary.Cell has no onClick of its own, so the row handler
  // finds the clicked <td> from the event target and reads the name its button carries.
  const onSummaryClick = (row: string) => (event: MouseEvent<HTMLTableRowElement>) => {
    const td = (event.target as HTMLElement).closest('td');
    const cell = td?.querySelector<HTMLElement>('[data-cell]')?.dataset.cell;
    const id = ++nextId.current;
    setLog((entries) => [{ id, text: cell ? `${row} row, ${cell} cell` : `${row} row` }, ...entries].slice(0, 5));
  };

  // Buttons inside the cells make the rows reachable by keyboard: their clicks bubble up to the row.
  const cellButton = (label: string, text: string) => (
    <button type="button" className="click-summary-cell" data-cell={label}>
      {text}
    </button>
  );

  return (
    <div>
      <Table<Line>
        columns={columns}
        data={lines}
        rowKey="key"
        scroll={{ x: 560 }}
        caption="Quote Q-1187: click a summary row"
        summary={(rows) => {
          const subtotal = rows.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
          const quantity = rows.reduce((sum, line) => sum + line.quantity, 0);
          return (
            <Table.Summary>
              <Table.Summary.Row className="click-summary-row" onClick={onSummaryClick('Subtotal')}>
                <Table.Summary.Cell index={0}>{cellButton('label', 'Subtotal')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {cellButton('quantity', String(quantity))}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} />
                <Table.Summary.Cell index={3} align="right">
                  {cellButton('amount', usd(subtotal))}
                </Table.Summary.Cell>
              </Table.Summary.Row>
              <Table.Summary.Row className="click-summary-row" onClick={onSummaryClick('Tax')}>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {cellButton('label', `Sales tax (${TAX_RATE * 100}%)`)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {cellButton('amount', usd(subtotal * TAX_RATE))}
                </Table.Summary.Cell>
              </Table.Summary.Row>
              <Table.Summary.Row
                className="click-summary-row"
                style={{ fontWeight: 600 }}
                onClick={onSummaryClick('Total')}
              >
                <Table.Summary.Cell index={0} colSpan={3}>
                  {cellButton('label', 'Total due')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {cellButton('amount', usd(subtotal * (1 + TAX_RATE)))}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          );
        }}
      />
      <div className="click-summary-log">
        <strong id={logTitle}>Clicked (latest first)</strong>
        <ol aria-labelledby={logTitle} aria-live="polite">
          {log.length === 0 ? (
            <li className="click-summary-empty">Nothing yet: click a row in the summary.</li>
          ) : (
            log.map((entry) => <li key={entry.id}>{entry.text}</li>)
          )}
        </ol>
      </div>
    </div>
  );
}
