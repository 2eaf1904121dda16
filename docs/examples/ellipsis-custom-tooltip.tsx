import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import Tooltip from '@rc-component/tooltip';
import { reviews, type Review } from './data/g3-reviews';
import './ellipsis-custom-tooltip.css';

/**
 * Cut text with "…" and show all of it in a tooltip on hover or keyboard focus.
 * `showTitle: false` stops rc-table from also adding the browser's own title tooltip.
 */
function FullText({ text }: { text: string }) {
  return (
    <Tooltip
      overlay={text}
      placement="topLeft"
      prefixCls="ellipsis-custom-tooltip"
      showArrow={false}
      mouseEnterDelay={0.2}
    >
      <span className="ellipsis-custom-tooltip-text" tabIndex={0}>
        {text}
      </span>
    </Tooltip>
  );
}

const columns: ColumnsType<Review> = [
  {
    title: 'Product',
    dataIndex: 'product',
    key: 'product',
    width: 190,
    ellipsis: { showTitle: false },
    render: (product: string) => <FullText text={product} />,
  },
  {
    title: 'Rating',
    dataIndex: 'rating',
    key: 'rating',
    width: 110,
    render: (rating: number) => (
      <span role="img" aria-label={`${rating} out of 5`}>
        {'★'.repeat(rating)}
      </span>
    ),
  },
  {
    title: 'Review',
    dataIndex: 'text',
    key: 'text',
    ellipsis: { showTitle: false },
    render: (text: string) => <FullText text={text} />,
  },
  { title: 'By', dataIndex: 'reviewer', key: 'reviewer', width: 150 },
  { title: 'Date', dataIndex: 'date', key: 'date', width: 120 },
];

export default function EllipsisCustomTooltip() {
  return <Table<Review> columns={columns} data={reviews} rowKey="key" caption="Latest product reviews" />;
}
