/** A matrix cell's props (plugins/compatibility/core/compatibility.ts `cellConfig`) made into values: each piece of code evaluated. */
import * as React from 'react';
import Table from '@rc-component/table';
import { isCode, type PropValue } from '../../core/compatibility.ts';

/** The props with each piece of code evaluated (the code sees `React` and `Table`). */
export function materialize(value: PropValue): unknown {
  if (isCode(value)) return new Function('React', 'Table', `return (${value.$code});`)(React, Table);
  if (Array.isArray(value)) return value.map(materialize);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, materialize(item)]));
  return value;
}
