import { useId, useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, type Person } from './data/people';

const PAGE_SIZE = 8;
// The whole directory; only one page of it is in the table at a time.
const people = makePeople(120);

const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 180 },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'City', dataIndex: 'city', key: 'city', width: 120 },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 140 },
];

export default function AriaTable() {
  const headingId = useId();
  const noteId = useId();
  const [page, setPage] = useState(0);
  const pageCount = Math.ceil(people.length / PAGE_SIZE);
  const offset = page * PAGE_SIZE;
  const rows = people.slice(offset, offset + PAGE_SIZE);

  return (
    <div>
      <p id={headingId} style={{ margin: '0 0 4px', fontWeight: 600 }}>
        Staff directory
      </p>
      <p id={noteId} style={{ margin: '0 0 12px' }}>
        {PAGE_SIZE} people per page, sorted by employee number.
      </p>
      <Table<Person>
        columns={columns}
        data={rows}
        rowKey="key"
        scroll={{ x: 640 }}
        // `aria-*` props go to the <table> element.
        aria-labelledby={headingId}
        aria-describedby={noteId}
        // Row count and positions refer to the whole directory, header row included,
        // so a screen reader says "row 18 of 121" rather than "row 2 of 9".
        aria-rowcount={people.length + 1}
        onHeaderRow={() => ({ 'aria-rowindex': 1 })}
        onRow={(_, index = 0) => ({ 'aria-rowindex': offset + index + 2 })}
      />
      <nav
        aria-label="Directory pages"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginTop: 12 }}
      >
        <button type="button" onClick={() => setPage(page - 1)} disabled={page === 0}>
          Previous page
        </button>
        <span aria-live="polite">
          Rows {offset + 1}–{offset + rows.length} of {people.length}
        </span>
        <button type="button" onClick={() => setPage(page + 1)} disabled={page === pageCount - 1}>
          Next page
        </button>
      </nav>
    </div>
  );
}
