/**
 * Each language's pages in the other language's browser: the English pages in a Chinese browser at UTC+8, the
 * Chinese pages in an English browser at UTC-8. The page walks (pages-*.test.ts) load each page in its own language's
 * browser, so with the German walk every page is loaded in all three settings.
 */
import { SETTINGS, walkInSetting } from '../support/locale-walk.ts';

walkInSetting('Chinese', SETTINGS.chinese, ['en-US']);
walkInSetting('English', SETTINGS.english, ['zh-CN']);
