/** The core flows in WebKitGTK (flows.ts). */
import { engineFlows } from './flows.ts';

engineFlows('webkit');
