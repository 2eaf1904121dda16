import { useCallback, useImperativeHandle, useMemo, type UIEvent } from 'react';
import Table from '@rc-component/table';
import type { ColumnType, TableProps } from '@rc-component/table';
import { Grid, useGridRef, type CellComponentProps } from 'react-window';
import { makeProducts, makeWarehouses, stockLevel, type Product } from './data/g2-stock';
import './virtual-list-grid.css';

const warehouses = makeWarehouses(60);
const products = makeProducts(20_000);

const ROW_HEIGHT = 40;
const BODY_HEIGHT = 400;

// Every column needs a pixel width: the header table and the grid use the same numbers.
const columns: (ColumnType<Product> & { width: number })[] = [
  { title: 'SKU', dataIndex: 'sku', key: 'sku', width: 130 },
  ...warehouses.map((name, i): ColumnType<Product> & { width: number } => ({
    title: name,
    key: `w${i}`,
    width: 110,
    align: 'right',
    render: (_: unknown, product: Product) => stockLevel(product.key, i),
  })),
];
const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);

/** The second argument of the `components.body` render function: scroll bar size, a ref and a scroll callback. */
type BodyInfo = Parameters<
  Extract<NonNullable<TableProps<Product>['components']>['body'], (...args: never[]) => unknown>
>[1];

interface CellData {
  rows: readonly Product[];
}

/** One cell. Column 0 is the SKU; the others are stock levels, with low stock marked. */
function Cell({ rowIndex, columnIndex, style, ariaAttributes, rows }: CellComponentProps<CellData>) {
  const product = rows[rowIndex];
  const text = columnIndex === 0 ? product.sku : stockLevel(product.key, columnIndex - 1);
  const low = typeof text === 'number' && text < 20;
  return (
    <div
      {...ariaAttributes}
      className={`rc-table-cell virtual-grid-cell${columnIndex === 0 ? ' virtual-grid-sku' : ''}${low ? ' virtual-grid-low' : ''}`}
      style={style}
    >
      {text}
    </div>
  );
}

function GridBody({ rows, info }: { rows: readonly Product[]; info: BodyInfo }) {
  const gridRef = useGridRef(null);

  // The table writes scrollLeft here to keep the header and the grid aligned, and forwards ref.scrollTo.
  useImperativeHandle(info.ref, () => ({
    get scrollLeft() {
      return gridRef.current?.element?.scrollLeft ?? 0;
    },
    set scrollLeft(value: number) {
      const element = gridRef.current?.element;
      if (element) element.scrollLeft = value;
    },
    scrollTo: ({ index }) => {
      if (index !== undefined) gridRef.current?.scrollToRow({ index, align: 'smart' });
    },
  }));

  // The header narrows its last column by the scroll bar width; match it.
  const { scrollbarSize } = info;
  const cellProps = useMemo<CellData>(() => ({ rows }), [rows]);
  const columnWidth = useCallback(
    (index: number) => (index === columns.length - 1 ? columns[index].width - scrollbarSize : columns[index].width),
    [scrollbarSize],
  );

  return (
    <Grid
      gridRef={gridRef}
      className="virtual-grid-body"
      // The list scrolls by itself: focusable, so the arrow keys and Page Down scroll it too.
      tabIndex={0}
      aria-label={`Stock of ${rows.length.toLocaleString('en-US')} products in ${warehouses.length} warehouses`}
      style={{ height: BODY_HEIGHT }}
      defaultHeight={BODY_HEIGHT}
      defaultWidth={900}
      rowCount={rows.length}
      rowHeight={ROW_HEIGHT}
      columnCount={columns.length}
      columnWidth={columnWidth}
      cellComponent={Cell}
      cellProps={cellProps}
      onScroll={(event: UIEvent<HTMLDivElement>) =>
        info.onScroll({ currentTarget: event.currentTarget, scrollLeft: event.currentTarget.scrollLeft })
      }
    />
  );
}

const components: TableProps<Product>['components'] = {
  body: (rows, info) => <GridBody rows={rows} info={info} />,
};

export default function VirtualListGrid() {
  return (
    <Table<Product>
      className="virtual-grid"
      columns={columns}
      data={products}
      rowKey="key"
      scroll={{ x: totalWidth, y: BODY_HEIGHT }}
      tableLayout="fixed"
      components={components}
    />
  );
}
