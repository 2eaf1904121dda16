import { createContext, useContext, useState, type HTMLAttributes } from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import './react-dnd.css';

interface Task {
  key: string;
  title: string;
  owner: string;
  points: number;
}

const backlog: Task[] = [
  { key: 'APP-114', title: 'Export invoices as CSV', owner: 'Mia Rossi', points: 3 },
  { key: 'APP-121', title: 'Fix time zone in the weekly report', owner: 'Kenji Tanaka', points: 2 },
  { key: 'APP-127', title: 'Dark mode for the settings page', owner: 'Leila Haddad', points: 5 },
  { key: 'APP-130', title: 'Retry failed webhooks', owner: 'Diego Silva', points: 3 },
  { key: 'APP-133', title: 'Onboarding checklist for new teams', owner: 'Hannah Becker', points: 8 },
  { key: 'APP-140', title: 'Upgrade the payment SDK', owner: 'Omar Farouk', points: 2 },
];

/** Moves the task `key` to position `to` (0-based) and returns the new list. */
function moveTask(tasks: Task[], key: string, to: number): Task[] {
  const from = tasks.findIndex((task) => task.key === key);
  if (from < 0 || to < 0 || to >= tasks.length || from === to) return tasks;
  const next = tasks.slice();
  const [task] = next.splice(from, 1);
  next.splice(to, 0, task);
  return next;
}

// ---------------------------------------------------------------------------
// The draggable row, used as `components.body.row`. Every row is both a drag source and a drop target.
// ---------------------------------------------------------------------------
const ROW = 'backlog-row';

interface DragItem {
  key: string;
}

interface Reorder {
  /** Task keys in their current order. */
  order: string[];
  move: (key: string, to: number) => void;
}

const ReorderContext = createContext<Reorder>({ order: [], move: () => {} });

interface RowProps extends HTMLAttributes<HTMLTableRowElement> {
  'data-row-key'?: string;
}

function DraggableRow({ className, ...props }: RowProps) {
  const key = props['data-row-key'] ?? '';
  const { order, move } = useContext(ReorderContext);

  const [{ dragging }, drag] = useDrag<DragItem, void, { dragging: boolean }>(
    () => ({
      type: ROW,
      item: { key },
      canDrag: () => key !== '',
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [key],
  );

  // While another row hovers over this one, show where it will land: above or below.
  const [{ edge }, drop] = useDrop<DragItem, void, { edge?: 'above' | 'below' }>(
    () => ({
      accept: ROW,
      drop: (item) => move(item.key, order.indexOf(key)),
      collect: (monitor) => {
        const item = monitor.getItem();
        if (!monitor.isOver() || !item || item.key === key) return {};
        return { edge: order.indexOf(item.key) < order.indexOf(key) ? 'below' : 'above' };
      },
    }),
    [key, order, move],
  );

  const classes = [
    className,
    'react-dnd-row',
    dragging && 'react-dnd-row-dragging',
    edge && `react-dnd-row-drop-${edge}`,
  ];
  return (
    <tr
      {...props}
      ref={(node) => {
        drag(node);
        drop(node);
      }}
      className={classes.filter(Boolean).join(' ')}
    />
  );
}

const components = { body: { row: DraggableRow } };

export default function DragToReorder() {
  const [tasks, setTasks] = useState(backlog);
  const [message, setMessage] = useState('');

  const move = (key: string, to: number) => {
    const next = moveTask(tasks, key, to);
    if (next === tasks) return;
    setTasks(next);
    const task = tasks.find((t) => t.key === key)!;
    setMessage(`“${task.title}” moved to position ${to + 1} of ${next.length}.`);
  };

  const columns: ColumnsType<Task> = [
    {
      title: <span className="react-dnd-visually-hidden">Drag handle</span>,
      key: 'handle',
      width: 44,
      render: () => (
        <span className="react-dnd-handle" aria-hidden="true">
          ⠿
        </span>
      ),
    },
    { title: 'Rank', key: 'rank', width: 70, align: 'right', render: (_, __, index) => index + 1 },
    { title: 'Task', dataIndex: 'title', key: 'title' },
    { title: 'Owner', dataIndex: 'owner', key: 'owner', width: 150 },
    { title: 'Points', dataIndex: 'points', key: 'points', width: 80, align: 'right' },
    {
      title: 'Move',
      key: 'move',
      width: 110,
      render: (_, task, index) => {
        const first = index === 0;
        const last = index === tasks.length - 1;
        // aria-disabled instead of disabled: the button keeps focus when it reaches the end of the list.
        return (
          <span className="react-dnd-move">
            <button
              type="button"
              aria-label={`Move “${task.title}” up`}
              aria-disabled={first}
              onClick={() => !first && move(task.key, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move “${task.title}” down`}
              aria-disabled={last}
              onClick={() => !last && move(task.key, index + 1)}
            >
              ↓
            </button>
          </span>
        );
      },
    },
  ];

  return (
    <DndProvider backend={HTML5Backend}>
      <ReorderContext.Provider value={{ order: tasks.map((task) => task.key), move }}>
        <Table<Task>
          columns={columns}
          data={tasks}
          rowKey="key"
          components={components}
          caption="Sprint backlog, highest priority first"
        />
      </ReorderContext.Provider>
      <p className="react-dnd-message" aria-live="polite">
        {message}
      </p>
    </DndProvider>
  );
}
