/** A small project folder as tree data: folders carry their entries in `entries` (the table is told with childrenColumnName). Fixed data. */
export interface FileEntry {
  key: string;
  name: string;
  kind: 'Folder' | 'TypeScript' | 'Markdown' | 'JSON' | 'CSS' | 'Image';
  /** Bytes; a folder's size is the sum of its entries. */
  size: number;
  modified: string;
  entries?: FileEntry[];
}

type Entry = Omit<FileEntry, 'size' | 'entries'> & { size?: number; entries?: Entry[] };

function withSizes({ entries, size = 0, ...entry }: Entry): FileEntry {
  if (!entries) return { ...entry, size };
  const sized = entries.map(withSizes);
  return { ...entry, size: sized.reduce((sum, child) => sum + child.size, 0), entries: sized };
}

const tree: Entry[] = [
  {
    key: 'app',
    name: 'app',
    kind: 'Folder',
    modified: '2024-05-14',
    entries: [
      { key: 'app/root.tsx', name: 'root.tsx', kind: 'TypeScript', size: 3_412, modified: '2024-05-14' },
      { key: 'app/routes.ts', name: 'routes.ts', kind: 'TypeScript', size: 918, modified: '2024-05-02' },
      {
        key: 'app/theme',
        name: 'theme',
        kind: 'Folder',
        modified: '2024-05-13',
        entries: [
          { key: 'app/theme/Header.tsx', name: 'Header.tsx', kind: 'TypeScript', size: 4_706, modified: '2024-05-13' },
          {
            key: 'app/theme/Sidebar.tsx',
            name: 'Sidebar.tsx',
            kind: 'TypeScript',
            size: 2_884,
            modified: '2024-05-09',
          },
          {
            key: 'app/theme/styles',
            name: 'styles',
            kind: 'Folder',
            modified: '2024-05-13',
            entries: [
              { key: 'app/theme/styles/base.css', name: 'base.css', kind: 'CSS', size: 9_130, modified: '2024-05-13' },
              {
                key: 'app/theme/styles/table.css',
                name: 'table.css',
                kind: 'CSS',
                size: 5_276,
                modified: '2024-05-10',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'docs',
    name: 'docs',
    kind: 'Folder',
    modified: '2024-05-12',
    entries: [
      { key: 'docs/index.md', name: 'index.md', kind: 'Markdown', size: 2_150, modified: '2024-04-28' },
      { key: 'docs/changelog.md', name: 'changelog.md', kind: 'Markdown', size: 14_902, modified: '2024-05-12' },
      {
        key: 'docs/demo',
        name: 'demo',
        kind: 'Folder',
        modified: '2024-05-11',
        entries: [
          { key: 'docs/demo/simple.md', name: 'simple.md', kind: 'Markdown', size: 612, modified: '2024-05-11' },
          { key: 'docs/demo/virtual.md', name: 'virtual.md', kind: 'Markdown', size: 744, modified: '2024-05-06' },
        ],
      },
    ],
  },
  {
    key: 'public',
    name: 'public',
    kind: 'Folder',
    modified: '2024-04-20',
    entries: [{ key: 'public/logo.png', name: 'logo.png', kind: 'Image', size: 18_334, modified: '2024-04-20' }],
  },
  { key: 'package.json', name: 'package.json', kind: 'JSON', size: 1_688, modified: '2024-05-14' },
  { key: 'README.md', name: 'README.md', kind: 'Markdown', size: 3_021, modified: '2024-05-01' },
];

export const files: FileEntry[] = tree.map(withSizes);

/** 1 KB = 1024 bytes, one decimal. */
export const fileSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
