import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { css, styled } from 'styled-components';
import { makePeople, money, type Person } from './data/people';

const ACCENTS = {
  blue: { label: 'Blue', color: '#3b82f6' },
  teal: { label: 'Teal', color: '#14b8a6' },
  violet: { label: 'Violet', color: '#8b5cf6' },
} as const;

type Accent = keyof typeof ACCENTS;

/**
 * One styled wrapper restyles the table through rc-table's class names. Props starting with `$`
 * are for the styles only and never reach the DOM. The site's colour variables keep light and dark working.
 */
const TableFrame = styled.div<{ $accent: string; $striped: boolean }>`
  .rc-table {
    --table-head: color-mix(in srgb, ${(p) => p.$accent} 14%, var(--bg));
    --table-hover: color-mix(in srgb, ${(p) => p.$accent} 10%, var(--bg));
    --table-border: color-mix(in srgb, ${(p) => p.$accent} 30%, var(--border));
  }
  .rc-table-container {
    border-radius: 12px;
  }
  .rc-table-thead .rc-table-cell {
    font-size: 12px;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    box-shadow: inset 0 -2px 0 ${(p) => p.$accent};
  }
  ${(p) =>
    p.$striped &&
    css`
      .rc-table-tbody > tr:nth-child(even):not(:hover) > .rc-table-cell {
        background: color-mix(in srgb, var(--text) 4%, var(--bg));
      }
    `}
`;

/** A styled element used inside a column's render. */
const Department = styled.span<{ $accent: string }>`
  display: inline-block;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 12px;
  line-height: 22px;
  border: 1px solid color-mix(in srgb, ${(p) => p.$accent} 50%, transparent);
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin-bottom: 12px;
  font-size: 14px;

  fieldset {
    display: flex;
    gap: 12px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    float: left;
    margin-inline-end: 4px;
    padding: 0;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
  input {
    accent-color: var(--accent);
  }
`;

const data = makePeople(8);

export default function StyledComponentsTable() {
  const [accent, setAccent] = useState<Accent>('teal');
  const [striped, setStriped] = useState(true);
  const color = ACCENTS[accent].color;

  const columns: ColumnsType<Person> = [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 180 },
    { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
    {
      title: 'Department',
      dataIndex: 'department',
      key: 'department',
      width: 160,
      render: (department: string) => <Department $accent={color}>{department}</Department>,
    },
    { title: 'Joined', dataIndex: 'joined', key: 'joined', width: 120 },
    { title: 'Salary', dataIndex: 'salary', key: 'salary', width: 120, align: 'right', render: money },
  ];

  return (
    <>
      <Controls>
        <fieldset>
          <legend>Accent</legend>
          {(Object.keys(ACCENTS) as Accent[]).map((key) => (
            <label key={key}>
              <input
                type="radio"
                name="styled-components-accent"
                checked={accent === key}
                onChange={() => setAccent(key)}
              />
              {ACCENTS[key].label}
            </label>
          ))}
        </fieldset>
        <label>
          <input type="checkbox" checked={striped} onChange={(event) => setStriped(event.target.checked)} />
          Striped rows
        </label>
      </Controls>
      <TableFrame $accent={color} $striped={striped}>
        <Table<Person> columns={columns} data={data} rowKey="key" caption="Team members" />
      </TableFrame>
    </>
  );
}
