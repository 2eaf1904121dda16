/**
 * html2sketch names the layers it makes in Chinese (a div is "编组", a group). A page in Chinese keeps them; a page
 * in any other language gets the English words. Pure: walks the Sketch JSON and leaves text layers, which are
 * named by their own text, alone.
 */
import { htmlLang } from '../../core/locale';
import type { LocaleId } from '../../core/types';

/** The language (primary subtag of `lang`) html2sketch names its layers in. */
const HTML2SKETCH_LANGUAGE = 'zh';

const ENGLISH: Record<string, string> = {
  编组: 'Group',
  表格: 'Table',
  按钮: 'Button',
  表头: 'Header cell',
  行: 'Row',
  单元格: 'Cell',
  表内容: 'Table body',
  输入框: 'Input',
  蒙版: 'Mask',
  容器: 'Container',
  椭圆: 'Ellipse',
  背景图片: 'Background image',
  剪切蒙版组: 'Clipping mask group',
  路径: 'Path',
  'Overflow 蒙层': 'Overflow mask',
};

/** The Sketch JSON with its layer names in the site's language (a copy; the input is not changed). */
export function localizeLayerNames<T>(json: T, locale: LocaleId): T {
  if (htmlLang(locale).split('-')[0] === HTML2SKETCH_LANGUAGE) return json;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = walk(item);
    if (copy._class !== 'text' && typeof copy.name === 'string' && Object.hasOwn(ENGLISH, copy.name))
      copy.name = ENGLISH[copy.name];
    return copy;
  };
  return walk(json) as T;
}
