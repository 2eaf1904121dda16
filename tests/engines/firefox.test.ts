/** The core flows in Firefox ESR (flows.ts). */
import { engineFlows } from './flows.ts';

engineFlows('firefox');
