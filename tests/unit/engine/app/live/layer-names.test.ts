import { describe, expect, it } from 'vitest';
import { localizeLayerNames } from '../../../../../engine/app/live/layer-names.ts';

const sketch = {
  _class: 'group',
  name: '编组',
  layers: [
    { _class: 'group', name: '表格', layers: [{ _class: 'rectangle', name: 'Overflow 蒙层' }] },
    { _class: 'text', name: '行' },
    { _class: 'shapePath', name: 'rc-table-cell' },
  ],
};

describe('Sketch layer names', () => {
  it('are English on the English site, text layers and unknown names kept', () => {
    expect(localizeLayerNames(sketch, 'en-US')).toEqual({
      _class: 'group',
      name: 'Group',
      layers: [
        { _class: 'group', name: 'Table', layers: [{ _class: 'rectangle', name: 'Overflow mask' }] },
        { _class: 'text', name: '行' },
        { _class: 'shapePath', name: 'rc-table-cell' },
      ],
    });
  });

  it('stay as html2sketch wrote them on the Chinese site, and the input is not changed', () => {
    expect(localizeLayerNames(sketch, 'zh-CN')).toBe(sketch);
    localizeLayerNames(sketch, 'en-US');
    expect(sketch.name).toBe('编组');
  });
});
