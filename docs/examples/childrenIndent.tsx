import { useState } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { files, fileSize, type FileEntry } from './data/g3-files';
import { expandButton } from './shared/expandButton';
import './childrenIndent.css';

const columns: ColumnsType<FileEntry> = [
  // The expand button and the indent go into the first column.
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    render: (name: string, entry) => (entry.entries ? `${name}/` : name),
  },
  { title: 'Kind', dataIndex: 'kind', key: 'kind', width: 120 },
  { title: 'Size', dataIndex: 'size', key: 'size', width: 100, align: 'right', render: fileSize },
  { title: 'Modified', dataIndex: 'modified', key: 'modified', width: 120 },
];

// The expand icons are buttons named after their folder, so the keyboard can open each level.
const components = { ExpandIcon: expandButton<FileEntry>((entry) => `Contents of ${entry.name}`) };

export default function ChildrenIndent() {
  const [indentSize, setIndentSize] = useState(20);
  return (
    <>
      <label className="children-indent-control">
        Indent per level
        <input
          type="range"
          min={0}
          max={48}
          step={4}
          value={indentSize}
          onChange={(event) => setIndentSize(Number(event.target.value))}
        />
        <output>{indentSize} px</output>
      </label>
      <Table<FileEntry>
        columns={columns}
        data={files}
        rowKey="key"
        caption="Project files"
        components={components}
        // The child records are in `entries`, not the default `children`.
        expandable={{ indentSize, childrenColumnName: 'entries', defaultExpandedRowKeys: ['app', 'app/theme', 'docs'] }}
      />
    </>
  );
}
