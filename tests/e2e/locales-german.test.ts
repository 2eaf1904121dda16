/** Every page of both languages in a German browser at UTC+14 (tests/support/locale-walk.ts). */
import { SETTINGS, walkInSetting } from '../support/locale-walk.ts';

walkInSetting('German', SETTINGS.german, ['en-US', 'zh-CN']);
