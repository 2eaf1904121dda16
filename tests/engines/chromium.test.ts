/** The core flows in Chromium (flows.ts). */
import { engineFlows } from './flows.ts';

engineFlows('chromium');
