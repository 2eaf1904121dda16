import { useMemo, useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType, ColumnType } from '@rc-component/table';
import { MONTHS, MONTH_LABELS, sales, sumMonths, type Month, type ProductSales } from './data/g2-sales';
import './grouping-columns-hidden.css';

const QUARTERS = [
  { key: 'q1', title: 'Q1', months: MONTHS.slice(0, 3) },
  { key: 'q2', title: 'Q2', months: MONTHS.slice(3) },
] as const;

const units = (value: number) => value.toLocaleString('en-US');

export default function GroupingColumnsHidden() {
  const [shown, setShown] = useState<ReadonlySet<Month>>(() => new Set(MONTHS));

  const toggle = (months: readonly Month[], on: boolean) =>
    setShown((current) => {
      const next = new Set(current);
      months.forEach((month) => (on ? next.add(month) : next.delete(month)));
      return next;
    });

  const columns = useMemo<ColumnsType<ProductSales>>(() => {
    const visibleMonths = MONTHS.filter((month) => shown.has(month));
    const monthColumn = (month: Month): ColumnType<ProductSales> => ({
      title: MONTH_LABELS[month],
      dataIndex: month,
      key: month,
      width: 80,
      align: 'right',
      render: units,
      hidden: !shown.has(month),
    });
    return [
      { title: 'Product', dataIndex: 'product', key: 'product', width: 200 },
      {
        title: 'First half 2024 (units sold)',
        key: 'h1',
        align: 'center',
        // A group whose children are all hidden would turn into an empty column of its own, so hide it too.
        hidden: visibleMonths.length === 0,
        children: QUARTERS.map((quarter) => ({
          title: quarter.title,
          key: quarter.key,
          align: 'center',
          hidden: quarter.months.every((month) => !shown.has(month)),
          children: quarter.months.map(monthColumn),
        })),
      },
      {
        title: 'Total shown',
        key: 'total',
        width: 110,
        align: 'right',
        render: (_: unknown, record: ProductSales) => <strong>{units(sumMonths(record, visibleMonths))}</strong>,
      },
    ];
  }, [shown]);

  return (
    <div>
      <div className="grouping-hidden-controls">
        {QUARTERS.map((quarter) => {
          const count = quarter.months.filter((month) => shown.has(month)).length;
          return (
            <fieldset key={quarter.key}>
              <legend>
                <label>
                  <input
                    type="checkbox"
                    checked={count === quarter.months.length}
                    // Ticked: every month shown; mixed: some; clear: the whole group is hidden.
                    ref={(input) => {
                      if (input) input.indeterminate = count > 0 && count < quarter.months.length;
                    }}
                    onChange={(event) => toggle(quarter.months, event.target.checked)}
                  />
                  {quarter.title}
                </label>
              </legend>
              {quarter.months.map((month) => (
                <label key={month}>
                  <input
                    type="checkbox"
                    checked={shown.has(month)}
                    onChange={(event) => toggle([month], event.target.checked)}
                  />
                  {MONTH_LABELS[month]}
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
      <Table<ProductSales>
        columns={columns}
        data={sales}
        rowKey="key"
        scroll={{ x: 'max-content' }}
        caption="Unit sales: choose the months to compare"
      />
    </div>
  );
}
