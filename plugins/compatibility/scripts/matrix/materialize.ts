/** A matrix cell's props (plugins/compatibility/core/compatibility.ts `cellConfig`) made into values: each piece of code evaluated. */
import * as React from 'react';
import Table from '@rc-component/table';
import { isCode, type PropValue } from '../../core/compatibility.ts';

/** The props with each piece of code evaluated (the code sees `React` and `Table`); a spread code's items spread. */
export function materialize(value: PropValue): unknown {
  if (isCode(value)) return new Function('React', 'Table', `return (${value.$code});`)(React, Table);
  // A spread code's items take its place in the list.
  if (Array.isArray(value))
    return value.flatMap((item) =>
      isCode(item) && item.spread ? (materialize(item) as unknown[]) : [materialize(item)],
    );
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, materialize(item)]));
  return value;
}
