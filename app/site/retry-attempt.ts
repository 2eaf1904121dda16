/** How many times the visitor has retried a page part that failed to load: code that caches its chunk requests asks again when this changes. */
import { createContext } from 'react';

export const RetryAttempt = createContext(0);
