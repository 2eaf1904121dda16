import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type Key,
} from 'react';
import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import CSSMotion from '@rc-component/motion';
import './animation.css';

interface Shipment {
  key: string;
  destination: string;
  carrier: string;
  parcels: number;
}

// Where the next shipments go; the list repeats, each shipment gets the next number.
const ROUTES: Omit<Shipment, 'key'>[] = [
  { destination: 'Lyon, France', carrier: 'Colissimo', parcels: 3 },
  { destination: 'Osaka, Japan', carrier: 'FedEx', parcels: 12 },
  { destination: 'Leipzig, Germany', carrier: 'DPD', parcels: 5 },
  { destination: 'Porto, Portugal', carrier: 'DHL', parcels: 8 },
  { destination: 'Pune, India', carrier: 'Blue Dart', parcels: 2 },
  { destination: 'Uppsala, Sweden', carrier: 'PostNord', parcels: 6 },
  { destination: 'Cairo, Egypt', carrier: 'Aramex', parcels: 4 },
];

const shipment = (n: number): Shipment => ({ key: `SH-${1040 + n}`, ...ROUTES[n % ROUTES.length] });

// ---------------------------------------------------------------------------
// The row: rc-table renders every body row through `components.body.row`.
// We wrap the <tr> in CSSMotion, which adds the motion classes while a row appears or leaves.
// ---------------------------------------------------------------------------
interface RowMotionState {
  /** Rows added after the first render: only these play the "appear" motion. */
  entering: ReadonlySet<Key>;
  /** Rows being removed: they stay in the data until their "leave" motion ends. */
  leaving: ReadonlySet<Key>;
  onLeft: (key: Key) => void;
}

const RowMotionContext = createContext<RowMotionState>({ entering: new Set(), leaving: new Set(), onLeft: () => {} });

interface RowProps extends HTMLAttributes<HTMLTableRowElement> {
  'data-row-key'?: Key;
}

function MotionRow({ className, style, ...props }: RowProps) {
  const { entering, leaving, onLeft } = useContext(RowMotionContext);
  const key = props['data-row-key'];
  // The "no data" row has no key: nothing to animate.
  if (key === undefined) return <tr className={className} style={style} {...props} />;
  return (
    <CSSMotion
      visible={!leaving.has(key)}
      motionName="animation-row"
      motionAppear={entering.has(key)}
      motionDeadline={800}
      onVisibleChanged={(visible) => {
        if (!visible) onLeft(key);
      }}
    >
      {({ className: motionClassName, style: motionStyle }, ref) => (
        <tr
          ref={ref}
          {...props}
          className={[className, motionClassName].filter(Boolean).join(' ')}
          style={{ ...style, ...motionStyle }}
        />
      )}
    </CSSMotion>
  );
}

// Defined once, outside the component: a new `components` object on every render would remount the rows.
const components = { body: { row: MotionRow } };

export default function AnimatedRows() {
  const [rows, setRows] = useState(() => [0, 1, 2, 3].map(shipment));
  const [created, setCreated] = useState(4);
  const [entering, setEntering] = useState<ReadonlySet<Key>>(() => new Set());
  const [leaving, setLeaving] = useState<ReadonlySet<Key>>(() => new Set());
  const [message, setMessage] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);

  const add = () => {
    const next = shipment(created);
    setCreated(created + 1);
    setEntering((keys) => new Set(keys).add(next.key));
    setRows((current) => [...current, next]);
    setMessage(`Added ${next.key} to ${next.destination}.`);
  };

  const remove = (row: Shipment) => {
    setLeaving((keys) => new Set(keys).add(row.key));
    setMessage(`Dispatched ${row.key}.`);
  };

  // Called by the row when its leave motion has finished: now it can go.
  const onLeft = useCallback((key: Key) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setLeaving((keys) => {
      const next = new Set(keys);
      next.delete(key);
      return next;
    });
  }, []);

  const motion = useMemo(() => ({ entering, leaving, onLeft }), [entering, leaving, onLeft]);
  const waiting = rows.filter((row) => !leaving.has(row.key));

  const columns: ColumnsType<Shipment> = [
    { title: 'Shipment', dataIndex: 'key', key: 'key', width: 120 },
    { title: 'Destination', dataIndex: 'destination', key: 'destination' },
    { title: 'Carrier', dataIndex: 'carrier', key: 'carrier', width: 130 },
    { title: 'Parcels', dataIndex: 'parcels', key: 'parcels', width: 90, align: 'right' },
    {
      title: 'Action',
      key: 'action',
      width: 120,
      render: (_, row) => (
        <button
          type="button"
          className="animation-button"
          disabled={leaving.has(row.key)}
          aria-label={`Dispatch ${row.key}`}
          onClick={() => {
            remove(row);
            // The button is about to disappear with its row: keep keyboard focus somewhere useful.
            addButton.current?.focus();
          }}
        >
          Dispatch
        </button>
      ),
    },
  ];

  return (
    <div className="animation-demo">
      <div className="animation-toolbar">
        <button type="button" className="animation-button" ref={addButton} onClick={add}>
          Add shipment
        </button>
        <button
          type="button"
          className="animation-button"
          disabled={!waiting.length}
          onClick={() => remove(waiting[0])}
        >
          Dispatch oldest
        </button>
        <span className="animation-message" aria-live="polite">
          {message}
        </span>
      </div>
      <RowMotionContext.Provider value={motion}>
        <Table<Shipment>
          columns={columns}
          data={rows}
          rowKey="key"
          components={components}
          caption="Waiting to be dispatched"
          emptyText="Everything has been dispatched."
        />
      </RowMotionContext.Provider>
    </div>
  );
}
