import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { money } from './data/people';

interface Expense {
  id: number;
  date: string;
  merchant: string;
  category: 'Travel' | 'Meals' | 'Software' | 'Office';
  amount: number;
}

const expenses: Expense[] = [
  { id: 1, date: '2025-03-02', merchant: 'Lufthansa', category: 'Travel', amount: 412 },
  { id: 2, date: '2025-03-03', merchant: 'Hotel Lindenhof', category: 'Travel', amount: 268 },
  { id: 3, date: '2025-03-03', merchant: 'Café Central', category: 'Meals', amount: 38 },
  { id: 4, date: '2025-03-05', merchant: 'Figma', category: 'Software', amount: 45 },
  { id: 5, date: '2025-03-09', merchant: 'Trattoria da Gino', category: 'Meals', amount: 96 },
  { id: 6, date: '2025-03-12', merchant: 'Staples', category: 'Office', amount: 57 },
  { id: 7, date: '2025-03-18', merchant: 'Deutsche Bahn', category: 'Travel', amount: 129 },
  { id: 8, date: '2025-03-21', merchant: 'GitHub', category: 'Software', amount: 21 },
];

const CATEGORIES = ['All', 'Travel', 'Meals', 'Software', 'Office'] as const;

const columns: ColumnsType<Expense> = [
  { title: 'Date', dataIndex: 'date', key: 'date', width: 120 },
  { title: 'Merchant', dataIndex: 'merchant', key: 'merchant' },
  { title: 'Category', dataIndex: 'category', key: 'category', width: 120 },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 110, align: 'right', render: money },
];

export default function TitleAndFooter() {
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('All');
  const rows = category === 'All' ? expenses : expenses.filter((e) => e.category === category);

  return (
    <div>
      <label style={{ display: 'block', marginBottom: 12 }}>
        Category{' '}
        <select value={category} onChange={(event) => setCategory(event.target.value as typeof category)}>
          {CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <Table<Expense>
        columns={columns}
        data={rows}
        rowKey="id"
        scroll={{ x: 520 }}
        // Both get the rows the table is showing, so they follow the filter.
        title={(shown) => `Expense report, March 2025 · ${shown.length} of ${expenses.length} items`}
        footer={(shown) => `Total: ${money(shown.reduce((sum, e) => sum + e.amount, 0))}`}
      />
    </div>
  );
}
