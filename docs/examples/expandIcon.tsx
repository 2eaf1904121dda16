import Table from '@rc-component/table';
import type { ColumnsType, ExpandIconProps } from '@rc-component/table';
import './expandIcon.css';

interface Release {
  key: string;
  version: string;
  date: string;
  kind: 'Major' | 'Minor' | 'Patch';
  summary: string;
  changes: string[];
}

const releases: Release[] = [
  {
    key: '3.2.0',
    version: '3.2.0',
    date: '2024-05-06',
    kind: 'Minor',
    summary: 'Saved filters and CSV export',
    changes: [
      'Save a set of filters under a name and share it with a link.',
      'Export the visible rows as CSV.',
      'Faster first load on slow connections.',
    ],
  },
  {
    key: '3.1.2',
    version: '3.1.2',
    date: '2024-04-18',
    kind: 'Patch',
    summary: 'Time zone fix in reports',
    changes: ['Weekly reports now start on the first day of the week of your locale.'],
  },
  {
    key: '3.1.1',
    version: '3.1.1',
    date: '2024-04-09',
    kind: 'Patch',
    summary: 'Security update',
    changes: [],
  },
  {
    key: '3.0.0',
    version: '3.0.0',
    date: '2024-03-12',
    kind: 'Major',
    summary: 'New navigation and dark mode',
    changes: [
      'A sidebar replaces the top menu.',
      'Dark mode follows your system setting.',
      'Node 18 or newer is required.',
    ],
  },
];

/**
 * Our expand icon: a real button, so it can be reached with Tab and pressed with Enter or Space,
 * with a name that says what it opens. rc-table also uses it for the expand-all control in the header
 * (type "all", no record).
 */
function ChevronButton(props: ExpandIconProps<Release>) {
  const { expanded, expandable, onClick } = props;
  if (!expandable) return <span className="expand-icon-placeholder" />;
  const label =
    props.type === 'all'
      ? expanded
        ? 'Collapse all releases'
        : 'Expand all releases'
      : `${expanded ? 'Hide' : 'Show'} what changed in ${props.record.version}`;
  return (
    <button
      type="button"
      className="expand-icon-button"
      aria-expanded={expanded}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path
          d="m6 3.5 4.5 4.5L6 12.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

const columns: ColumnsType<Release> = [
  { title: 'Version', dataIndex: 'version', key: 'version', width: 110 },
  { title: 'Released', dataIndex: 'date', key: 'date', width: 130 },
  { title: 'Type', dataIndex: 'kind', key: 'kind', width: 90 },
  { title: 'Summary', dataIndex: 'summary', key: 'summary' },
];

const components = { ExpandIcon: ChevronButton };

export default function ExpandIconDemo() {
  return (
    <Table<Release>
      columns={columns}
      data={releases}
      rowKey="key"
      caption="Release history"
      components={components}
      expandable={{
        expandedRowRender: (release) => (
          <ul className="expand-icon-changes">
            {release.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        ),
        rowExpandable: (release) => release.changes.length > 0,
        showExpandAll: true,
        columnWidth: 56,
      }}
    />
  );
}
