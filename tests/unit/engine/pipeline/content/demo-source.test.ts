import { describe, expect, it } from 'vitest';
import { importsOf, packageNameOf } from '../../../../../engine/pipeline/content/demo-source';

describe('demo sources', () => {
  it('finds every import, bare and relative', () => {
    const source = `import Table from '@rc-component/table';\nimport type { ColumnsType } from '@rc-component/table/es/interface';\nimport { List } from "react-window";\nimport './demo.css';\nexport { x } from './data/x';`;
    expect(importsOf(source)).toEqual([
      '@rc-component/table',
      '@rc-component/table/es/interface',
      'react-window',
      './demo.css',
      './data/x',
    ]);
    expect(packageNameOf('@rc-component/table/es/interface')).toBe('@rc-component/table');
    expect(packageNameOf('react-dom/client')).toBe('react-dom');
  });
});
