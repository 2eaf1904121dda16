import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { makePeople, type Person } from './data/people';

const people = makePeople(24);

const columns: ColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 180 },
  { title: 'Department', dataIndex: 'department', key: 'department' },
  { title: 'City', dataIndex: 'city', key: 'city' },
  { title: 'Country', dataIndex: 'country', key: 'country' },
];

export default function NoData() {
  // Starts on a search with no results, so the empty state is what you see first.
  const [query, setQuery] = useState('Zurich');
  const needle = query.trim().toLowerCase();
  const rows = people.filter((p) =>
    [p.name, p.department, p.city, p.country].some((text) => text.toLowerCase().includes(needle)),
  );

  return (
    <div>
      <label style={{ display: 'block', marginBottom: 12 }}>
        Search people <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <Table<Person>
        columns={columns}
        data={rows}
        rowKey="key"
        scroll={{ x: 600 }}
        // A function: the table calls it only while there are no rows, so the hint is built only when it shows.
        emptyText={() => (
          <>
            <p style={{ margin: '0 0 8px' }}>Nobody matches “{query.trim()}”. Try a name, a department or a city.</p>
            <button type="button" onClick={() => setQuery('')}>
              Clear search
            </button>
          </>
        )}
      />
    </div>
  );
}
