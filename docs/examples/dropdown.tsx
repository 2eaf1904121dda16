import { useEffect, useRef, useState, type ReactNode } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import Dropdown from '@rc-component/dropdown';
import Menu from '@rc-component/menu';
import type { MenuProps } from '@rc-component/menu';
import { makePeople, money, type Person } from './data/people';
import './dropdown.css';

const people = makePeople(14);

const AGE_GROUPS = [
  { key: '20s', label: '20–29', min: 20, max: 29 },
  { key: '30s', label: '30–39', min: 30, max: 39 },
  { key: '40s', label: '40–49', min: 40, max: 49 },
  { key: '50+', label: '50 and over', min: 50, max: Infinity },
];

const inGroups = (age: number, keys: string[]) =>
  AGE_GROUPS.some((group) => keys.includes(group.key) && age >= group.min && age <= group.max);

type SalaryOrder = 'original' | 'ascend' | 'descend';
const SALARY_ORDERS: { key: SalaryOrder; label: string }[] = [
  { key: 'ascend', label: 'Lowest salary first' },
  { key: 'descend', label: 'Highest salary first' },
  { key: 'original', label: 'Original order' },
];

/**
 * A menu item that says whether it is checked. rc-menu passes extra item fields on to the <li>,
 * so screen readers hear "checked" / "not checked" and the stylesheet draws the tick from aria-checked.
 */
function checkItem(key: string, label: string, checked: boolean, role: 'menuitemcheckbox' | 'menuitemradio') {
  const item = { key, label, role, 'aria-checked': checked };
  return item;
}

interface ColumnMenuProps {
  /** Accessible name of the button, e.g. "Filter by age". */
  label: string;
  /** Highlights the button while the column is filtered or sorted. */
  active: boolean;
  icon: ReactNode;
  menu: MenuProps;
  /** Keep the menu open after a click (for multiple choice). */
  stayOpen?: boolean;
}

/** A small button in a column title that opens a menu. */
function ColumnMenu({ label, active, icon, menu, stayOpen = false }: ColumnMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Closing while the focus is in the menu (Escape, or choosing with Enter) puts it back on the button,
  // once the menu has finished handling the key, so keyboard users do not lose their place.
  const onOpenChange = (next: boolean) => {
    if (!next && document.activeElement?.closest('.dropdown-menu')) returnFocus.current = true;
    setOpen(next);
  };
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [open]);

  const overlay = (
    <Menu
      prefixCls="dropdown-menu"
      selectable={false}
      {...menu}
      // Enter picks an item. Without preventDefault the browser would also "press" the button that gets the focus back.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={(info) => {
        menu.onClick?.(info);
        if (!stayOpen) onOpenChange(false);
      }}
    />
  );
  return (
    <Dropdown
      overlay={overlay}
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      prefixCls="dropdown-popup"
      placement="bottomRight"
      autoFocus
    >
      <button
        ref={button}
        type="button"
        className="dropdown-trigger"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        data-active={active}
      >
        {icon}
      </button>
    </Dropdown>
  );
}

const FilterIcon = (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
    <path d="M2 3h12l-4.5 5.5V13l-3 1.5v-6z" fill="currentColor" />
  </svg>
);

const SortIcon = (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
    <path d="M5 2 2 6h6zM5 6v8M11 14l3-4H8zM11 10V2" fill="currentColor" stroke="currentColor" strokeWidth="1.2" />
  </svg>
);

export default function DropdownMenus() {
  const [ageGroups, setAgeGroups] = useState<string[]>([]);
  const [salaryOrder, setSalaryOrder] = useState<SalaryOrder>('original');

  const toggleAgeGroup = (key: string) =>
    setAgeGroups((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));

  const filtered = ageGroups.length ? people.filter((person) => inGroups(person.age, ageGroups)) : people;
  const rows =
    salaryOrder === 'original'
      ? filtered
      : [...filtered].sort((a, b) => (salaryOrder === 'ascend' ? a.salary - b.salary : b.salary - a.salary));

  const columns: ColumnsType<Person> = [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 180 },
    {
      title: (
        <span className="dropdown-title">
          Age
          <ColumnMenu
            label={ageGroups.length ? `Filter by age, ${ageGroups.length} selected` : 'Filter by age'}
            active={ageGroups.length > 0}
            icon={FilterIcon}
            stayOpen
            menu={{
              items: [
                ...AGE_GROUPS.map(({ key, label }) =>
                  checkItem(key, label, ageGroups.includes(key), 'menuitemcheckbox'),
                ),
                { type: 'divider' },
                { key: 'all', label: 'Show all ages', disabled: ageGroups.length === 0 },
              ],
              onClick: ({ key }) => (key === 'all' ? setAgeGroups([]) : toggleAgeGroup(key)),
            }}
          />
        </span>
      ),
      dataIndex: 'age',
      key: 'age',
      width: 110,
      align: 'right',
    },
    { title: 'City', dataIndex: 'city', key: 'city', width: 130 },
    { title: 'Country', dataIndex: 'country', key: 'country', width: 130 },
    {
      title: (
        <span className="dropdown-title">
          Salary
          <ColumnMenu
            label="Sort by salary"
            active={salaryOrder !== 'original'}
            icon={SortIcon}
            menu={{
              items: SALARY_ORDERS.map(({ key, label }) => checkItem(key, label, key === salaryOrder, 'menuitemradio')),
              onClick: ({ key }) => setSalaryOrder(key as SalaryOrder),
            }}
          />
        </span>
      ),
      dataIndex: 'salary',
      key: 'salary',
      align: 'right',
      width: 140,
      render: money,
    },
  ];

  const order = SALARY_ORDERS.find(({ key }) => key === salaryOrder)!;
  const groups = AGE_GROUPS.filter(({ key }) => ageGroups.includes(key)).map(({ label }) => label);
  return (
    <div className="dropdown-demo">
      <p className="dropdown-status" aria-live="polite">
        Showing {rows.length} of {people.length} people
        {groups.length > 0 && ` aged ${groups.join(', ')}`}
        {salaryOrder !== 'original' && `, ${order.label.toLowerCase()}`}.
      </p>
      <Table<Person>
        columns={columns}
        data={rows}
        rowKey="key"
        caption="Staff"
        emptyText="Nobody matches this filter."
      />
    </div>
  );
}
