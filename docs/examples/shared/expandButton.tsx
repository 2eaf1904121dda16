/**
 * The expand control as a real button: Tab reaches it, Enter and Space press it, and it has a name. Give it to the
 * table as `components.ExpandIcon`; rc-table draws it in each expandable row (type "row") and, with
 * `expandable.showExpandAll`, in the expand column's header (type "all").
 */
import type { ExpandIconProps } from '@rc-component/table';
import './expandButton.css';

/** An expand icon whose button is named by `nameOf(record)`, e.g. "Details of SO-2041"; aria-expanded says the state. */
export function expandButton<RecordType>(nameOf: (record: RecordType) => string) {
  return function ExpandButton(props: ExpandIconProps<RecordType>) {
    const { prefixCls, expanded, expandable, onClick } = props;
    const icon = `${prefixCls}-row-expand-icon`;
    // A row with nothing to open keeps the space, so the rows line up.
    if (!expandable) return <span className={`${icon} ${prefixCls}-row-spaced`} />;
    return (
      <button
        type="button"
        className={`${icon} ${prefixCls}-row-${expanded ? 'expanded' : 'collapsed'}`}
        aria-expanded={expanded}
        aria-label={props.type === 'all' ? `${expanded ? 'Collapse' : 'Expand'} all rows` : nameOf(props.record)}
        onClick={onClick}
      />
    );
  };
}

/** A header for the expand column (`expandable.columnTitle`): read by screen readers, not shown. */
export const expandColumnTitle = <span className="expand-column-title">Details</span>;
