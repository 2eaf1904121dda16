/** Every Chinese page, visited once (tests/support/page-walk.ts). */
import { walkPages } from '../support/page-walk.ts';

walkPages('zh-CN');
