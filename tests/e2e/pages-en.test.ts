/** Every English page, visited once (tests/support/page-walk.ts). */
import { walkPages } from '../support/page-walk.ts';

walkPages('en-US');
